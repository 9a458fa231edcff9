import { sentenceTests } from "../../composers/ai/corpus/sentence-tests";

// What people ask about their income (src/composers/ai/corpus/income.json), one test per sentence against the
// templates in sentences.yaml.
sentenceTests("income");
