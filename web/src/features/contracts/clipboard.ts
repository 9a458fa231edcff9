import { toast } from "../toast/toast";

/** Copies a contract's text and says so; a blocked clipboard points to the download instead. */
export async function copyContract(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied to Clipboard", description: "Paste the contract into your editor or e-mail." });
  } catch {
    toast({
      title: "Copy Failed",
      description: "Your browser blocked the clipboard; use Download .txt instead.",
      variant: "destructive",
    });
  }
}
