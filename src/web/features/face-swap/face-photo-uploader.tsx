import { facePhotoNameFromFile } from "@/shared/contracts/face-photos";
import { Camera } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/components/ui/toast-store";
import { CropTool } from "./crop-tool";
import { useFacePhotos, useUploadFacePhoto } from "./face-photo-queries";
import { showFacePhotoFailure } from "./face-photo-toasts";
import { useGoHomeSoon } from "./go-home-soon";

/**
 * Choose a photo → crop it → look at the preview → save (spec social.md §2, §4): cancelling the
 * crop clears the file; from the preview the grown-up may re-crop, cancel or save.
 */
export function FacePhotoUploader() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [isCropping, setIsCropping] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useUploadFacePhoto();
  // The server switches Face Swap Mode on with a family's first photo: the toast says so.
  const isFirstPhoto = useFacePhotos().data?.length === 0;
  const goHomeSoon = useGoHomeSoon();

  function reset() {
    setFile(null);
    setPreview(null);
    setIsCropping(false);
    if (input.current) input.current.value = "";
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    if (!chosen.type.startsWith("image/")) {
      toast({
        title: "Invalid file",
        description: "Please select an image file (JPG, PNG, etc.)",
        variant: "destructive",
      });
      event.target.value = "";
      return;
    }
    setFile(chosen);
    setPreview(null);
    setIsCropping(true);
  }

  function save() {
    if (!file || !preview) return;
    upload.mutate(
      {
        name: facePhotoNameFromFile(file.name),
        imageUrl: preview,
        description: "",
        isActive: false,
      },
      {
        onSuccess: () => {
          toast({
            title: "Uploaded!",
            description: isFirstPhoto
              ? "Your face photo is saved, and Face Swap Mode is on. A grown-up can switch it off at home."
              : "Your face photo is saved.",
            variant: "success",
            keptOnPage: "/",
          });
          reset();
          goHomeSoon();
        },
        onError: (error) => showFacePhotoFailure(error, "Failed to save face photo"),
      },
    );
  }

  if (file && isCropping) {
    return (
      <CropTool
        file={file}
        onCancel={reset}
        onCrop={(cropped) => {
          setPreview(cropped);
          setIsCropping(false);
        }}
      />
    );
  }

  if (file && preview) {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <img
          src={preview}
          alt="Your cropped face photo"
          className="size-48 rounded-3xl border-4 border-white object-cover shadow-lg sm:size-56"
        />
        <p className="rounded-2xl bg-[#f0fff4] px-4 py-2 text-lg font-semibold text-dino-ink">
          Perfect! This cropped area will be used for face swap
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button variant="dino" size="lg" onClick={save} disabled={upload.isPending}>
            {upload.isPending ? "Saving..." : "Save Face Photo"}
          </Button>
          <Button variant="outline" onClick={() => setIsCropping(true)} disabled={upload.isPending}>
            Re-crop
          </Button>
          <Button variant="ghost" onClick={reset} disabled={upload.isPending}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <input
        ref={input}
        id="face-photo-file"
        type="file"
        accept="image/*"
        className="sr-only"
        onChange={choose}
      />
      <Button variant="grape" size="lg" onClick={() => input.current?.click()}>
        <Camera aria-hidden /> Choose a Photo
      </Button>
      <p className="text-slate-600">
        We&apos;ll find the face for you. The photo stays on Doodle Dino&apos;s own server.
      </p>
    </div>
  );
}
