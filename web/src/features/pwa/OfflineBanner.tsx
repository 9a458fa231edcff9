import { useAtomValue } from "jotai";
import { WifiOff } from "lucide-react";
import { checkServer, serverReachableAtom } from "./connection";

/** Shown at the top of every screen while the server cannot be reached. */
export function OfflineBanner() {
  const reachable = useAtomValue(serverReachableAtom);
  if (reachable) return null;
  return (
    <div role="status" aria-live="polite" className="alert alert-warning rounded-none px-4 py-2 text-sm">
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      <span>
        Sunshine can't reach the server. What is on screen may be out of date; changes will work again once it is back.
      </span>
      <button type="button" className="btn btn-sm btn-ghost" onClick={() => void checkServer()}>
        Try again
      </button>
    </div>
  );
}
