import { sentenceTests } from "../../composers/ai/corpus/sentence-tests";

// What people say about invoices (src/composers/ai/corpus/invoices.json), one test per sentence against the
// templates in sentences.yaml.
sentenceTests("invoices");
