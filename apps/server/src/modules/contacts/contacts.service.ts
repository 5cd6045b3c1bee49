import { labelOf, PROFESSION_OPTIONS } from '@feira/shared';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { findContactByCode } from './contacts.repository';
import type { SharedContact } from './vcard';

/**
 * The public contact card (spec part 2 §2.13) of the person whose badge carries `code`: what the QR
 * holds (`<public URL>/Contact/Share/<code>`), handed out by showing the badge. Never by the internal id
 * (issue 37 item 3): ids appear in answers and links, a code only on the person's own badge. Any text
 * is looked up as given (upper-cased, as the scanners send it) and anything that matches no badge is the
 * same 404, so the answer says nothing about the code's format.
 */
export async function contactByCode(db: Db, code: string): Promise<SharedContact> {
  const row = await findContactByCode(db, code.trim().toUpperCase());
  if (!row) throw notFound();
  return {
    fullName: row.fullName,
    companyName: row.ownCompanyName || row.company || null,
    profession: row.profession ? labelOf(PROFESSION_OPTIONS, row.profession, row.profession) : null,
    phoneNumber: row.phoneNumber,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
  };
}
