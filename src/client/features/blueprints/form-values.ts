// The builder form's values (what people type: amounts in dollars, counts as text) and their
// conversion to the PUT /blueprints/:id body, which the contract's schema then checks.
import { centsToDollarsText, parseDollars, type BlueprintDetail, type EditBlueprintRequest } from '@contract/blueprints';

export interface BlueprintFormValues {
  preparedFor: string;
  primaryContactId: string;
  schoolIds: string[];
  /** unitCostCents: the unit cost charged, typed in dollars (a discount lowers it). */
  lines: { resourceId: string; quantity: string; unitCostCents: string }[];
  totalProgramCostCents: string;
  directCostToDistrictCents: string;
  studentsMin: string;
  studentsMax: string;
  educatorsMin: string;
  educatorsMax: string;
  contactHoursMin: string;
  contactHoursMax: string;
  fundingPartner: string;
  fullyFunded: boolean;
  impactSummary: string;
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function formValuesOf(b: BlueprintDetail): BlueprintFormValues {
  return {
    preparedFor: b.preparedFor,
    primaryContactId: b.primaryContact?.id ?? '',
    schoolIds: b.schools.map((s) => s.id),
    lines: b.lines.map((line) => ({
      resourceId: line.resourceId,
      quantity: String(line.quantity),
      unitCostCents: centsToDollarsText(line.unitCostCents),
    })),
    totalProgramCostCents: centsToDollarsText(b.totalProgramCostCents),
    directCostToDistrictCents: centsToDollarsText(b.directCostToDistrictCents),
    studentsMin: text(b.students?.min),
    studentsMax: text(b.students?.max),
    educatorsMin: text(b.educators?.min),
    educatorsMax: text(b.educators?.max),
    contactHoursMin: text(b.contactHours?.min),
    contactHoursMax: text(b.contactHours?.max),
    fundingPartner: b.fundingPartner ?? '',
    fullyFunded: b.fullyFunded,
    impactSummary: b.impactSummary ?? '',
  };
}

/** A typed count: '' is "not given" (null); anything but a whole number stays NaN for the schema to refuse. */
const count = (value: string): number | null => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};
/** A typed amount in dollars, as cents; what is not an amount becomes -1, which the schema refuses. */
const cents = (value: string): number => parseDollars(value) ?? -1;

export function requestOf(values: BlueprintFormValues, version: number): EditBlueprintRequest {
  return {
    version,
    preparedFor: values.preparedFor,
    primaryContactId: values.primaryContactId || null,
    schoolIds: values.schoolIds,
    lines: values.lines.map((line) => ({
      resourceId: line.resourceId,
      quantity: count(line.quantity) ?? Number.NaN,
      unitCostCents: cents(line.unitCostCents),
    })),
    totalProgramCostCents: cents(values.totalProgramCostCents),
    directCostToDistrictCents: cents(values.directCostToDistrictCents),
    studentsMin: count(values.studentsMin),
    studentsMax: count(values.studentsMax),
    educatorsMin: count(values.educatorsMin),
    educatorsMax: count(values.educatorsMax),
    contactHoursMin: count(values.contactHoursMin),
    contactHoursMax: count(values.contactHoursMax),
    fundingPartner: values.fundingPartner || null,
    fullyFunded: values.fullyFunded,
    impactSummary: values.impactSummary || null,
  };
}
