import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";

/** 409 on `phone`: a worker's emergency contacts each have their own number (spec 000 §5, §8). */
export function emergencyContactPhoneUsed() {
  return new AppError("conflict", SERVER_MESSAGES.emergencyContactPhoneUsed, {
    fields: [{ field: "phone", reason: "taken", message: SERVER_MESSAGES.emergencyContactPhoneUsed }],
  });
}
