/**
 * Whose competence checks a panel lists: a company's (the company is fixed; its phone is the default
 * number called) or a worker's (the company is picked among the space's).
 */
export type CompetenceChecksScope =
  | { companyId: number; companyPhone?: string | null; workerId?: undefined; spaceId?: undefined }
  | { workerId: number; spaceId: number; companyId?: undefined; companyPhone?: undefined };
