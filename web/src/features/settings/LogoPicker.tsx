import { useRef } from "react";
import { FormError } from "../ui";
import { ProfileImage } from "../profile/ProfileImage";
import { useRemoveLogo, useUploadLogo, type Profile } from "../profile/api";
import { toast } from "../toast/toast";

const MAX = 512 * 1024;

/** Photo or logo: PNG, JPEG, WebP or GIF up to 512 KB (checked here for a quick answer, and by the server). */
export function LogoPicker({ profile }: { profile: Profile }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const pick = (file: File | undefined) => {
    if (!file) return;
    upload.reset();
    if (file.size > MAX) {
      toast({
        title: "Logo not uploaded",
        description: "The logo is too large: the limit is 512 KB",
        variant: "destructive",
      });
      return;
    }
    upload.mutate(file, { onSuccess: () => toast({ title: "Logo saved" }) });
  };
  return (
    <div className="my-2 flex flex-wrap items-center gap-3">
      <div className="size-16 overflow-hidden rounded-box border border-base-300 bg-base-200">
        {profile.logoUrl && <ProfileImage className="size-full object-contain" />}
      </div>
      <div className="flex flex-col gap-1">
        <label className="btn btn-sm">
          {profile.hasLogo ? "Replace photo or logo" : "Upload photo or logo"}
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="sr-only"
            onChange={(e) => {
              pick(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </label>
        <span className="text-xs text-base-content/70">
          PNG, JPEG, WebP or GIF, up to 512 KB. PNG and JPEG appear on invoices.
        </span>
      </div>
      {profile.hasLogo && (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => remove.mutate()}
          disabled={remove.isPending}
        >
          Remove
        </button>
      )}
      <div className="w-full">
        <FormError error={upload.error ?? remove.error} />
      </div>
    </div>
  );
}
