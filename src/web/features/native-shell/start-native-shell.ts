import { isInsideNativeShell } from "./inside-native-shell";

type TLoadShell = () => Promise<{ setUpNativeShell: () => Promise<void> }>;

/** Call once after the first render: inside the Android app, loads and starts the shell adapter. */
export async function startNativeShell(
  load: TLoadShell = () => import("./native-shell"),
): Promise<void> {
  if (!isInsideNativeShell()) return;
  try {
    const { setUpNativeShell } = await load();
    await setUpNativeShell();
  } catch (error) {
    // The page still works without the shell's touches (colours, back button), so carry on.
    console.error("The app shell could not be set up", error);
  }
}
