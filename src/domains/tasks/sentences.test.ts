import { sentenceTests } from "../../composers/ai/corpus/sentence-tests";

// What people say to the to-do list, with the effect each must have (src/composers/ai/corpus/tasks.json), one test
// per sentence against the templates in sentences.yaml.
sentenceTests("tasks");
