// Porcupine's engine files embedded in the compiled binary. Loaded only when running compiled: from source, Bun
// would try to load the `.node` imports as native modules, so `wakeword.ts` uses node_modules paths instead.
import model from "../../node_modules/@picovoice/porcupine-node/lib/common/porcupine_params.pv" with { type: "file" };
import linuxX64 from "../../node_modules/@picovoice/porcupine-node/lib/linux/x86_64/pv_porcupine.node" with { type: "file" };
import piA53 from "../../node_modules/@picovoice/porcupine-node/lib/raspberry-pi/cortex-a53-aarch64/pv_porcupine.node" with { type: "file" };
import piA72 from "../../node_modules/@picovoice/porcupine-node/lib/raspberry-pi/cortex-a72-aarch64/pv_porcupine.node" with { type: "file" };
import piA76 from "../../node_modules/@picovoice/porcupine-node/lib/raspberry-pi/cortex-a76-aarch64/pv_porcupine.node" with { type: "file" };
import keywordLinux from "../../node_modules/@picovoice/porcupine-node/resources/keyword_files/linux/computer_linux.ppn" with { type: "file" };
import keywordPi from "../../node_modules/@picovoice/porcupine-node/resources/keyword_files/raspberry-pi/computer_raspberry-pi.ppn" with { type: "file" };

export const files = {
  model,
  libraries: { "linux-x64": linuxX64, "pi-cortex-a53": piA53, "pi-cortex-a72": piA72, "pi-cortex-a76": piA76 },
  keywords: { linux: keywordLinux, pi: keywordPi },
};
