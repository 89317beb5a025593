// The titles /v1 writes in the activity log (English, stable: functions/src/routes/*), each with its
// translation key, so the log reads in the interface language. A title /v1 writes later and
// this list does not know yet shows as stored.
export const ACTIVITY_TITLE_KEYS = {
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
  "Password changed": "passwordChanged",
  "Password reset requested": "passwordResetRequested",
  "Password reset sent": "passwordResetSent",
  "Password reset": "passwordReset",
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
  "User created": "userCreated",
  "User deleted": "userDeleted",
  "User updated": "userUpdated",
  "Worker created": "workerCreated",
  "Worker updated": "workerUpdated",
} as const;

export type ActivityTitleKey = (typeof ACTIVITY_TITLE_KEYS)[keyof typeof ACTIVITY_TITLE_KEYS];

export function activityTitleKey(title: string): ActivityTitleKey | undefined {
  return Object.hasOwn(ACTIVITY_TITLE_KEYS, title) ? ACTIVITY_TITLE_KEYS[title as keyof typeof ACTIVITY_TITLE_KEYS] : undefined;
}

/** Where a subject can be opened, by resource; none for contacts (they live in their company's page). */
export function subjectPath(schema: string, subjectId: string | null): string | null {
  if (!subjectId || !/^\d+$/.test(subjectId)) return null;
  switch (schema) {
    case "workers":
      return `/workers/${subjectId}`;
    case "companies":
      return `/companies/${subjectId}`;
    case "users":
      return `/admin/users/${subjectId}`;
    case "spaces":
      return `/admin/spaces/${subjectId}`;
    default:
      return null;
  }
}
