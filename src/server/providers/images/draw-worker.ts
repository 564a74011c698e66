/**
 * A drawing thread: composes and rasterises pictures (resvg, sharp) off the server's event loop.
 * Started by the pooled illustrator, from source under tsx or as `dist/server/draw-worker.js`.
 */
import { parentPort } from "node:worker_threads";
import { createBuiltinIllustrator } from "./builtin-illustrator";
import type { DrawTask } from "./draw-task";

const port = parentPort;
if (!port) throw new Error("draw-worker runs as a worker thread");
const illustrator = createBuiltinIllustrator();

function drawingOf(task: DrawTask): Promise<object> {
  if (task.kind === "scene") return illustrator.renderScene(task.scene);
  const { description, kind: _kind, ...options } = task;
  return illustrator.generate(description, options);
}

port.on("message", ({ id, task }: { id: number; task: DrawTask }) => {
  const drawing = drawingOf(task);
  drawing.then(
    (result) => port.postMessage({ id, result }),
    (error: unknown) =>
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
