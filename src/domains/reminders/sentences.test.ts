import { sentenceTests } from "../../composers/ai/corpus/sentence-tests";

// What people say about reminders, with the effect each must have (src/composers/ai/corpus/reminders.json), one
// test per sentence against the templates in sentences.yaml.
sentenceTests("reminders");
