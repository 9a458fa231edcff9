import { useEffect, useState } from "react";
import { TOKEN_KEY } from "../session/storage";
import { useProfile } from "./api";

/** The logo needs the bearer token, so it is fetched and shown from a blob URL. */
export function ProfileImage({ className = "" }: { className?: string }) {
  const { data: p } = useProfile();
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!p?.logoUrl) return setSrc(undefined);
    let url: string | undefined;
    const token = localStorage.getItem(TOKEN_KEY);
    fetch(p.logoUrl, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then((r) => (r.ok ? r.blob() : undefined))
      .then((b) => b && setSrc((url = URL.createObjectURL(b))))
      .catch(() => setSrc(undefined));
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [p?.logoUrl]);
  return src ? <img src={src} alt="" className={className} /> : null;
}
