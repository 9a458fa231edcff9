import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { bootQuery } from "../../lib/boot";
import { refreshAfter } from "../../lib/changes";
import { root } from "../../lib/keys";
import { queryClient } from "../../lib/query";

export const profileKeys = {
  all: root("profile"),
  mine: () => [...profileKeys.all, "mine"] as const,
};
const fetchProfile = () => call(api.profile.get());
export type Profile = Awaited<ReturnType<typeof fetchProfile>>;
export type ProfileBody = Parameters<typeof api.profile.put>[0];

export const profileQueries = {
  // On a first load index.html asked for the profile before the app's script ran.
  mine: () =>
    queryOptions({ queryKey: profileKeys.mine(), ...bootQuery("/api/profile", fetchProfile), staleTime: 60_000 }),
};

export const useProfile = () => useQuery(profileQueries.mine());

/**
 * The server answers a change with the whole profile: it goes straight into the cache, and what is computed in the
 * owner's currency and locale (the dashboard's figures) refreshes. Not awaited: a new locale re-renders the screens
 * under OwnerLocale at once, and the caller's own onSuccess (its toast) must run before that, not after a refetch.
 */
const saved = (p: Profile) => {
  queryClient.setQueryData(profileKeys.mine(), p);
  void refreshAfter("profile");
};

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: ProfileBody) => call(api.profile.put(body)),
    onSuccess: saved,
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
  return useMutation({
    mutationFn: async (file: File) => call(api.profile.logo.put({ data: await readAsDataUrl(file) })),
    onSuccess: saved,
  });
}

export function useRemoveLogo() {
  return useMutation({
    mutationFn: () => call(api.profile.logo.delete()),
    onSuccess: saved,
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
