import type { BuilderDocumentKey } from '@feira/shared';
import type { Company } from '../companies/types';

/** A company as a builder record references it (exhibitor or builder). */
type CompanyRef = Pick<
  Company,
  '_id' | 'name' | 'socialName' | 'document' | 'email' | 'phoneNumber' | 'nationalPhoneNumber'
>;

/** One of the six documents: null = "Não enviado". */
export interface BuilderDocumentValue {
  url: string;
  status: number;
  reason: string | null;
}

/** `GET /builder/{id}`, `GET /builder/company/{id}`, rows of `GET /builder` (spec part 1 §3 Builder record). */
export type BuilderRecord = {
  _id: string;
  /** the exhibitor */
  company: CompanyRef;
  /** the builder company (type M) */
  builder: CompanyRef;
  needWaterAndDrain: boolean | null;
  needAdditionalThreePhasePower: boolean | null;
  allDocumentsApproved: boolean;
  createdAt: string;
} & Record<BuilderDocumentKey, BuilderDocumentValue | null>;
