import type { MessageId } from '@client/i18n/en';

interface LegalSection {
  id: string;
  titleId: MessageId;
  paragraphIds: MessageId[];
}

export interface LegalDocument {
  titleId: MessageId;
  introId: MessageId;
  /** When the text last changed (YYYY-MM-DD); shown under the title. */
  updated: string;
  sections: LegalSection[];
}

export const PRIVACY_POLICY: LegalDocument = {
  titleId: 'legal.privacy.title',
  introId: 'legal.privacy.intro',
  updated: '2025-09-01',
  sections: [
    {
      id: 'collect',
      titleId: 'legal.privacy.collect.title',
      paragraphIds: ['legal.privacy.collect.p1', 'legal.privacy.collect.p2', 'legal.privacy.collect.p3'],
    },
    { id: 'use', titleId: 'legal.privacy.use.title', paragraphIds: ['legal.privacy.use.p1', 'legal.privacy.use.p2'] },
    { id: 'share', titleId: 'legal.privacy.share.title', paragraphIds: ['legal.privacy.share.p1', 'legal.privacy.share.p2'] },
    { id: 'device', titleId: 'legal.privacy.device.title', paragraphIds: ['legal.privacy.device.p1'] },
    { id: 'keep', titleId: 'legal.privacy.keep.title', paragraphIds: ['legal.privacy.keep.p1'] },
    { id: 'rights', titleId: 'legal.privacy.rights.title', paragraphIds: ['legal.privacy.rights.p1'] },
  ],
};

export const TERMS_OF_USE: LegalDocument = {
  titleId: 'legal.terms.title',
  introId: 'legal.terms.intro',
  updated: '2025-09-01',
  sections: [
    { id: 'accounts', titleId: 'legal.terms.accounts.title', paragraphIds: ['legal.terms.accounts.p1'] },
    { id: 'use', titleId: 'legal.terms.use.title', paragraphIds: ['legal.terms.use.p1'] },
    { id: 'kits', titleId: 'legal.terms.kits.title', paragraphIds: ['legal.terms.kits.p1', 'legal.terms.kits.p2'] },
    { id: 'quotes', titleId: 'legal.terms.quotes.title', paragraphIds: ['legal.terms.quotes.p1'] },
    { id: 'availability', titleId: 'legal.terms.availability.title', paragraphIds: ['legal.terms.availability.p1'] },
    { id: 'changes', titleId: 'legal.terms.changes.title', paragraphIds: ['legal.terms.changes.p1'] },
  ],
};
