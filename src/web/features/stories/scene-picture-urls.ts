/** A scene's pictures as shown, downloaded and shared: the face-swapped one first (spec core.md). */
export interface TScenePictures {
  imageUrl: string | null;
  faceSwappedUrl: string | null;
}

export const scenePictureUrls = (scene: TScenePictures): Array<string | null> => [
  scene.faceSwappedUrl,
  scene.imageUrl,
];
