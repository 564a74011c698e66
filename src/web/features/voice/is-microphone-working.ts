/**
 * Whether the browser can open a microphone: asked after the recogniser's "audio-capture", to
 * tell a broken microphone from a browser with no speech service. The microphone is closed again
 * at once; permission was already given for the recogniser, so no second question is shown.
 */
export async function isMicrophoneWorking(
  mediaDevices: Pick<MediaDevices, "getUserMedia"> | undefined = globalThis.navigator?.mediaDevices,
): Promise<boolean> {
  if (mediaDevices === undefined) return false;
  try {
    const stream = await mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return true;
  } catch {
    return false;
  }
}
