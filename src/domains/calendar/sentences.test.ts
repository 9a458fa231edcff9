import { sentenceTests } from "../../composers/ai/corpus/sentence-tests";

// What people say about their calendar (src/composers/ai/corpus/calendar.json), one test per sentence against the
// templates in sentences.yaml.
sentenceTests("calendar");
