// Statistics exports (spec 000 §2 "statistics download"): their file formats and the states the queue
// Worker moves them through.
export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_STATUSES = ["queued", "running", "ready", "failed"] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
