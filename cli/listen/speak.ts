import { spawn } from "node:child_process";

export interface Speaker {
  name: string;
  speak(text: string): Promise<void>;
}

/** espeak-ng (Linux, Raspberry Pi) or say (macOS); null when neither is installed. */
export function findSpeaker(which: (cmd: string) => string | null = Bun.which): Speaker | null {
  const cmd = ["espeak-ng", "espeak", "say"].find((c) => which(c));
  if (!cmd) return null;
  const args = (text: string) => (cmd === "say" ? [text] : ["-s", "165", "-p", "60", text]);
  return {
    name: cmd,
    speak: (text) =>
      new Promise((resolve, reject) => {
        const child = spawn(cmd, args(text), { stdio: ["ignore", "ignore", "pipe"] });
        let err = "";
        child.stderr!.on("data", (d) => (err += d));
        child.on("error", reject);
        child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(err.trim().split("\n")[0] || `${cmd} exited with ${code}`))));
      }),
  };
}
