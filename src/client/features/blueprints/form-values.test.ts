import { describe, expect, it } from 'vitest';
import { editBlueprintSchema, parseDollars } from '@contract/blueprints';
import { requestOf, type BlueprintFormValues } from './form-values';

const values: BlueprintFormValues = {
  preparedFor: 'Harbor Point',
  primaryContactId: '',
  schoolIds: [],
  lines: [{ resourceId: '6a1f0c2e-1b3d-4c5e-8f70-1a2b3c4d5e6f', quantity: '3', unitCostCents: '$1,200.50' }],
  totalProgramCostCents: '1,250.5',
  directCostToDistrictCents: '$200',
  studentsMin: '10',
  studentsMax: '20',
  educatorsMin: '',
  educatorsMax: '',
  contactHoursMin: '',
  contactHoursMax: '',
  fundingPartner: '',
  fullyFunded: false,
  impactSummary: '',
};

describe('the builder form', () => {
  it('turns typed dollars and counts into the request', () => {
    const request = requestOf(values, 4);
    expect(request).toMatchObject({
      version: 4,
      totalProgramCostCents: 125_050,
      directCostToDistrictCents: 20_000,
      studentsMin: 10,
      educatorsMin: null,
      primaryContactId: null,
      lines: [{ quantity: 3, unitCostCents: 120_050 }],
    });
    expect(editBlueprintSchema.safeParse(request).success).toBe(true);
  });

  it('lets the contract refuse what is not a number, on the field typed', () => {
    const parsed = editBlueprintSchema.safeParse(
      requestOf(
        { ...values, totalProgramCostCents: '12,50.555', studentsMin: '1.5', lines: [{ ...values.lines[0]!, quantity: '', unitCostCents: 'free' }] },
        1,
      ),
    );
    expect(parsed.success).toBe(false);
    const fields = parsed.error!.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['totalProgramCostCents', 'studentsMin', 'lines.0.quantity', 'lines.0.unitCostCents']));
  });

  it('reads dollars as people write them', () => {
    expect([parseDollars('48500'), parseDollars('$48,500.00'), parseDollars('0.5'), parseDollars('-3'), parseDollars('abc')]).toEqual([
      4_850_000,
      4_850_000,
      50,
      null,
      null,
    ]);
  });
});
