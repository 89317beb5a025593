// What the activity log records (spec 000 §3 Activity log: title, type, schema), as closed lists: an
// operation writes one of these, and the log's screen words each in the reader's language.

/**
 * Every title an entry is written with, each with the key the screens translate it by. The stored
 * title is the entry's stable key (English, as /v1 answers it to API users); a title written without
 * its translation is a type error, not an entry shown in English (decision 0042).
 */
export const ACTIVITY_TITLES = {
  "API token issued": "apiTokenIssued",
  "Account updated": "accountUpdated",
  "Availability deleted": "availabilityDeleted",
  "Availability recorded": "availabilityRecorded",
  "Comment added": "commentAdded",
  "Comment deleted": "commentDeleted",
  "Company archived": "companyArchived",
  "Company created": "companyCreated",
  "Company reactivated": "companyReactivated",
  "Company updated": "companyUpdated",
  "Competence check created": "competenceCheckCreated",
  "Competence check deleted": "competenceCheckDeleted",
  "Competence check updated": "competenceCheckUpdated",
  "Contact created": "contactCreated",
  "Contact deleted": "contactDeleted",
  "Contact updated": "contactUpdated",
  "DPAE prepared": "dpaePrepared",
  "DPAE resent": "dpaeResent",
  "Document added": "documentAdded",
  "Document removed": "documentRemoved",
  "Document sent": "documentSent",
  "Document updated": "documentUpdated",
  "Emergency contact added": "emergencyContactAdded",
  "Emergency contact deleted": "emergencyContactDeleted",
  "Emergency contact updated": "emergencyContactUpdated",
  "Equipment added": "equipmentAdded",
  "Equipment removed": "equipmentRemoved",
  "Equipment updated": "equipmentUpdated",
  "Interview answers saved": "interviewAnswersSaved",
  "Interview question added": "interviewQuestionAdded",
  "Interview question removed": "interviewQuestionRemoved",
  "Interview question updated": "interviewQuestionUpdated",
  "Job offer created": "jobOfferCreated",
  "Job offer deleted": "jobOfferDeleted",
  "Job offer publication asked": "jobOfferPublicationAsked",
  "Job offer republication asked": "jobOfferRepublicationAsked",
  "Job offer unpublication asked": "jobOfferUnpublicationAsked",
  "Job offer updated": "jobOfferUpdated",
  "Mission confirmation sent": "missionConfirmationSent",
  "Mission proposed": "missionProposed",
  "Multiposting credentials changed": "multipostingCredentialsChanged",
  "Multiposting credentials removed": "multipostingCredentialsRemoved",
  "Multiposting credentials set": "multipostingCredentialsSet",
  "OCR suggestion accepted": "ocrSuggestionAccepted",
  "OCR suggestion rejected": "ocrSuggestionRejected",
  "Order cancelled": "orderCancelled",
  "Order closed": "orderClosed",
  "Order created": "orderCreated",
  "Order period added": "orderPeriodAdded",
  "Order period deleted": "orderPeriodDeleted",
  "Order updated": "orderUpdated",
  "Order worker abandoned the mission": "orderWorkerAbandoned",
  "Order worker attributed": "orderWorkerAttributed",
  "Order worker replaced": "orderWorkerReplaced",
  "Order worker withdrawn": "orderWorkerWithdrawn",
  "Password changed": "passwordChanged",
  "Password reset": "passwordReset",
  "Password reset requested": "passwordResetRequested",
  "Password reset sent": "passwordResetSent",
  "Position created": "positionCreated",
  "Position updated": "positionUpdated",
  "Profile picture changed": "profilePictureChanged",
  "Profile picture removed": "profilePictureRemoved",
  "Session revoked": "sessionRevoked",
  "Sign-in": "signIn",
  "Sign-out": "signOut",
  "Signed out everywhere": "signedOutEverywhere",
  "Space created": "spaceCreated",
  "Space deleted": "spaceDeleted",
  "Space restored": "spaceRestored",
  "Space updated": "spaceUpdated",
  "Statistics export requested": "statisticsExportRequested",
  "User created": "userCreated",
  "User deleted": "userDeleted",
  "User updated": "userUpdated",
  "Worker applied to a job offer": "workerAppliedToJobOffer",
  "Worker archived": "workerArchived",
  "Worker created": "workerCreated",
  "Worker document sent": "workerDocumentSent",
  "Worker reactivated": "workerReactivated",
  "Worker registered": "workerRegistered",
  "Worker updated": "workerUpdated",
} as const;
export type ActivityTitle = keyof typeof ACTIVITY_TITLES;
export type ActivityTitleKey = (typeof ACTIVITY_TITLES)[ActivityTitle];

/** The title's translation key; undefined for any other text. */
export function activityTitleKey(title: string): ActivityTitleKey | undefined {
  return Object.hasOwn(ACTIVITY_TITLES, title) ? ACTIVITY_TITLES[title as ActivityTitle] : undefined;
}

/** What kind of change an entry records: the log's type filter. */
export const ACTIVITY_TYPES = [
  "create",
  "update",
  "delete",
  "restore",
  "archive",
  "reactivate",
  "send",
  "login",
  "logout",
  "logout_everywhere",
  "password_change",
  "password_reset_request",
  "password_reset",
  "api_token",
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The resource an entry's subject belongs to: the log's resource filter. */
export const ACTIVITY_SCHEMAS = [
  "users",
  "spaces",
  "account",
  "sessions",
  "workers",
  "companies",
  "contacts",
  "competence_checks",
  "orders",
  "positions",
  "dpae_declarations",
  "statistics_exports",
  "job_offers",
  "multiposting_credentials",
] as const;
export type ActivitySchema = (typeof ACTIVITY_SCHEMAS)[number];
