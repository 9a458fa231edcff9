import { useState } from "react";
import { toast } from "../toast/toast";
import { Dialog, errorText } from "../ui";
import { useClearChat } from "./api";

/** "Clear conversation" asks first: the whole transcript goes and cannot be brought back. */
export function ClearChatButton() {
  const [open, setOpen] = useState(false);
  const clear = useClearChat();
  const confirm = () =>
    clear.mutate(undefined, {
      onSuccess: () => setOpen(false),
      onError: (e) => toast({ title: "Not cleared", description: errorText(e), variant: "destructive" }),
    });
  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm" disabled={clear.isPending} onClick={() => setOpen(true)}>
        Clear conversation
      </button>
      {open && (
        <Dialog
          title="Clear the whole conversation?"
          onClose={() => setOpen(false)}
          footer={
            <>
              <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)} data-autofocus>
                Keep it
              </button>
              <button type="button" className="btn btn-error" disabled={clear.isPending} onClick={confirm}>
                {clear.isPending ? "Clearing..." : "Clear conversation"}
              </button>
            </>
          }
        >
          <p>Every message in this conversation is deleted. Tasks and other changes the assistant made stay.</p>
        </Dialog>
      )}
    </>
  );
}
