import { METRIC_TYPES } from "./api";

export const metricLabel = (v: string) => METRIC_TYPES.find((m) => m.value === v)?.label ?? v;
