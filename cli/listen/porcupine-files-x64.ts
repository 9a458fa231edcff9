// Porcupine's engine files embedded in an x86_64 binary (the model, the Linux x86_64 library and keyword); the
// Raspberry Pi ones are in porcupine-files-arm64.ts, as a binary only ever runs on its own processor. Loaded only
// when running compiled: from source, Bun would try to load the `.node` imports as native modules, so `wakeword.ts`
// uses node_modules paths instead.
import model from "../../node_modules/@picovoice/porcupine-node/lib/common/porcupine_params.pv" with { type: "file" };
import linuxX64 from "../../node_modules/@picovoice/porcupine-node/lib/linux/x86_64/pv_porcupine.node" with { type: "file" };
import keywordLinux from "../../node_modules/@picovoice/porcupine-node/resources/keyword_files/linux/computer_linux.ppn" with { type: "file" };

// Its shape is checked where `wakeword.ts` returns it as the engine files.
export const files = {
  model,
  libraries: { "linux-x64": linuxX64, "pi-cortex-a53": "", "pi-cortex-a72": "", "pi-cortex-a76": "" },
  keywords: { linux: keywordLinux, pi: "" },
};
