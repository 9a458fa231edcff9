import { sentenceTests } from "../../composers/ai/corpus/sentence-tests";

// What people say to save notes and ask the knowledge base (src/composers/ai/corpus/knowledge.json), one test per
// sentence.
sentenceTests("knowledge");
