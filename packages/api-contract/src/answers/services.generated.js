// Generated from openapi.yaml by Ajv's standalone code (npm run contract:validators -w @fieldteam/api-contract).
// Do not edit: change the document and generate again. Import it as @fieldteam/api-contract/answers/<group>.
/* eslint-disable */
import * as runtimeModule0 from "ajv/dist/runtime/ucs2length.js";
const cjs = (ns) => (ns.default !== undefined && ns.default !== null && ns.default.__esModule ? ns.default : ns);
const runtime0 = /* @__PURE__ */ cjs(runtimeModule0);
const answer0 = validate21;
const schema6 = {"type":"object","required":["budgets"],"properties":{"budgets":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/Service"}}}};
const schema8 = {"type":"object","required":["id","itemName","price"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"itemName":{"type":"string"},"price":{"type":"number","minimum":0}}};
const schema9 = {"type":"string","minLength":1};
const func2 = runtime0.default;

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(func2(data) < 1){
validate24.errors = [{instancePath,keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate24.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.id === undefined) && (missing0 = "id")) || ((data.itemName === undefined) && (missing0 = "itemName"))) || ((data.price === undefined) && (missing0 = "price"))){
validate23.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate24(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.itemName !== undefined){
const _errs2 = errors;
if(typeof data.itemName !== "string"){
validate23.errors = [{instancePath:instancePath+"/itemName",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.price !== undefined){
let data2 = data.price;
const _errs4 = errors;
if(errors === _errs4){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate23.errors = [{instancePath:instancePath+"/price",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/price",keyword:"type",params:{type: "number"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate23.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.budgets === undefined) && (missing0 = "budgets")){
validate21.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.budgets !== undefined){
let data0 = data.budgets;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate23(data0[i0], {instancePath:instancePath+"/budgets/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/budgets",keyword:"type",params:{type: "array"}}];
return false;
}
}
}
}
}
else {
validate21.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}

const answer1 = validate27;
const schema10 = {"type":"object","properties":{"message":{"type":"string"}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message !== undefined){
if(typeof data.message !== "string"){
validate27.errors = [{instancePath:instancePath+"/message",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
else {
validate27.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}

export {
  answer0 as listServicesAnswer,
  answer1 as createServicesAnswer,
  answer1 as deleteServiceAnswer,
  answer1 as editServiceAnswer,
};
