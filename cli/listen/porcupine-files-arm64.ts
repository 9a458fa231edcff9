// Porcupine's engine files embedded in a 64-bit ARM binary (the model, the Raspberry Pi 3/4/5 libraries and the Pi
// keyword); see porcupine-files-x64.ts for the other processor and why these are only read when compiled.
import model from "../../node_modules/@picovoice/porcupine-node/lib/common/porcupine_params.pv" with { type: "file" };
import piA53 from "../../node_modules/@picovoice/porcupine-node/lib/raspberry-pi/cortex-a53-aarch64/pv_porcupine.node" with { type: "file" };
import piA72 from "../../node_modules/@picovoice/porcupine-node/lib/raspberry-pi/cortex-a72-aarch64/pv_porcupine.node" with { type: "file" };
import piA76 from "../../node_modules/@picovoice/porcupine-node/lib/raspberry-pi/cortex-a76-aarch64/pv_porcupine.node" with { type: "file" };
import keywordPi from "../../node_modules/@picovoice/porcupine-node/resources/keyword_files/raspberry-pi/computer_raspberry-pi.ppn" with { type: "file" };

// Its shape is checked where `wakeword.ts` returns it as the engine files.
export const files = {
  model,
  libraries: { "linux-x64": "", "pi-cortex-a53": piA53, "pi-cortex-a72": piA72, "pi-cortex-a76": piA76 },
  keywords: { linux: "", pi: keywordPi },
};
