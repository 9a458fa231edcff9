import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { bootQuery } from "../../lib/boot";

export const profileKey = ["/api/profile"] as const;
const fetchProfile = () => call(api.profile.get());
export type Profile = Awaited<ReturnType<typeof fetchProfile>>;
export type ProfileBody = Parameters<typeof api.profile.put>[0];

// On a first load the profile was asked for by index.html, before the app's script ran.
export const useProfile = () =>
  useQuery({ queryKey: profileKey, ...bootQuery("/api/profile", fetchProfile), staleTime: 60_000 });

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => call(api.profile.put(body)),
    onSuccess: (p) => qc.setQueryData(profileKey, p),
  });
}

/** Reads a picked file as a data: URL (the API takes the logo as base64 in JSON). */
const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });

export function useUploadLogo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => call(api.profile.logo.put({ data: await readAsDataUrl(file) })),
    onSuccess: (p) => qc.setQueryData(profileKey, p),
  });
}

export function useRemoveLogo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.profile.logo.delete()),
    onSuccess: (p) => qc.setQueryData(profileKey, p),
  });
}

/** "Maya Rivers" → "MR"; nothing → "ME". */
export const initials = (name: string | null | undefined) =>
  (name ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("") || "ME";

export const shownName = (p: Profile | undefined) =>
  p?.displayName || p?.artistNames[0] || p?.legalName || p?.businessName || "Your profile";
