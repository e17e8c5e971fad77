/// <reference types="node" />
// Generates contract/openapi.d.ts (the wire types) from contract/openapi.yaml with
// openapi-typescript. Run: npm run contract:types -w @fieldteam/api-contract. The test beside it
// fails when the committed file is not what the document generates.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

export const DOCUMENT_URL = new URL('./openapi.yaml', import.meta.url);
export const TYPES_PATH = fileURLToPath(new URL('./openapi.d.ts', import.meta.url));

const HEADER = `// Generated from openapi.yaml by openapi-typescript (npm run contract:types -w @fieldteam/api-contract).
// Do not edit: change the document and generate again.
`;

export async function generateWireTypes(): Promise<string> {
  return HEADER + astToString(await openapiTS(DOCUMENT_URL, { alphabetize: false, immutable: true }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(TYPES_PATH, await generateWireTypes());
  console.log(`wrote ${TYPES_PATH}`);
}
