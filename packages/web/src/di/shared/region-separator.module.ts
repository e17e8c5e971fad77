// The separator a spreadsheet set to the browser's region reads, whatever the app's language: what
// every CSV the app writes starts on (the export's and the time sheet's choice, the work report,
// a workbook import's refused rows).
import type { ChosenSeparator } from '../../shared/csv';
import { regionSeparator } from '../../shared/csv';
import { contextModule } from '../context-module';
import { TOKENS as T, type Token } from '../tokens';

export const REGION_SEPARATOR = Symbol.for('fieldteam.RegionSeparator') as Token<ChosenSeparator>;

export default contextModule([], ({ bind }) => {
  bind(REGION_SEPARATOR).toResolvedValue((language: string) => regionSeparator(globalThis.navigator?.language, language), [T.language]);
});
