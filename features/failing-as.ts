import { AppError } from "#domain/errors/app-error";

/**
 * Runs an operation's work; a failure nobody foresaw (the database refusing a write, a lost
 * connection) becomes a 500 carrying the catalogue's generic text for that operation (spec 000 §8:
 * "Worker insertion failed", "Error occurred while updating space"…), so the web can say which step
 * failed rather than "API error". A refusal the operation meant (an AppError) passes unchanged.
 */
export async function failingAs<Result>(message: string, work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    console.error(`${message}:`, error);
    throw new AppError("internal", message);
  }
}
