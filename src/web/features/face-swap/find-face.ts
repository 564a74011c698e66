/**
 * Finds the face in a photo, in the browser, with @vladmandic/face-api: its tiny face detector and
 * 68-point tiny landmarks. The library and its models (about 270 KB) ship in the npm package and
 * are served by the app itself as hashed assets, loaded only when a photo is chosen. It runs on the
 * plain CPU backend: one small photo is found in well under a second, where WebGL would first spend
 * seconds compiling shaders (a minute on software GL), and neither WebAssembly nor a worker is
 * needed, so the page's CSP stays as strict as it is.
 */
import type { FoundFace } from "@/shared/face-crop";
import type * as FaceApiModule from "@vladmandic/face-api";
import detectorManifest from "@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json";
import detectorWeightsUrl from "@vladmandic/face-api/model/tiny_face_detector_model.bin?url";
import landmarksManifest from "@vladmandic/face-api/model/face_landmark_68_tiny_model-weights_manifest.json";
import landmarksWeightsUrl from "@vladmandic/face-api/model/face_landmark_68_tiny_model.bin?url";

type FaceApi = typeof FaceApiModule;
/** Part of the bundled TensorFlow.js that face-api's own types leave out. */
interface TfBackends {
  setBackend(name: "cpu"): Promise<boolean>;
  ready(): Promise<void>;
}

let ready: Promise<FaceApi> | undefined;

/** The face in an image, in the image's own pixels; null when none is found (or it fails). */
export async function findFace(image: HTMLImageElement): Promise<FoundFace | null> {
  try {
    const faceapi = await loadFaceApi();
    const found = await faceapi
      .detectSingleFace(
        image,
        new faceapi.TinyFaceDetectorOptions({ inputSize: 224, scoreThreshold: 0.4 }),
      )
      .withFaceLandmarks(true);
    if (!found) return null;
    const points = found.landmarks.positions;
    const jaw = points.slice(0, 17);
    const brows = points.slice(17, 27);
    return {
      left: Math.min(...jaw.map((point) => point.x)),
      right: Math.max(...jaw.map((point) => point.x)),
      browTop: Math.min(...brows.map((point) => point.y)),
      chin: Math.max(...jaw.map((point) => point.y)),
    };
  } catch {
    return null;
  }
}

function loadFaceApi(): Promise<FaceApi> {
  ready ??= (async () => {
    const faceapi = await import("@vladmandic/face-api");
    const backends = faceapi.tf as unknown as TfBackends;
    await backends.setBackend("cpu");
    await backends.ready();
    await Promise.all([
      loadNet(faceapi, faceapi.nets.tinyFaceDetector, detectorManifest, detectorWeightsUrl),
      loadNet(faceapi, faceapi.nets.faceLandmark68TinyNet, landmarksManifest, landmarksWeightsUrl),
    ]);
    return faceapi;
  })();
  ready.catch(() => {
    ready = undefined;
  });
  return ready;
}

type WeightSpecs = Parameters<FaceApi["tf"]["io"]["decodeWeights"]>[1];

/** Loads one network from its manifest and weights file (hashed names, so not by folder). */
async function loadNet(
  faceapi: FaceApi,
  net: { loadFromWeightMap(weights: ReturnType<FaceApi["tf"]["io"]["decodeWeights"]>): void },
  manifest: ReadonlyArray<{ weights: unknown[] }>,
  weightsUrl: string,
): Promise<void> {
  const response = await fetch(weightsUrl);
  if (!response.ok) throw new Error(`Face model: HTTP ${response.status}`);
  const specs = manifest.flatMap((group) => group.weights) as WeightSpecs;
  net.loadFromWeightMap(faceapi.tf.io.decodeWeights(await response.arrayBuffer(), specs));
}
