// Generated from openapi.yaml by Ajv's standalone code (npm run contract:validators -w @fieldteam/api-contract).
// Do not edit: change the document and generate again. Import it as @fieldteam/api-contract/answers/<group>.
/* eslint-disable */
import * as runtimeModule0 from "ajv/dist/runtime/ucs2length.js";
const cjs = (ns) => (ns.default !== undefined && ns.default !== null && ns.default.__esModule ? ns.default : ns);
const runtime0 = /* @__PURE__ */ cjs(runtimeModule0);
const answer0 = validate21;
const schema6 = {"type":"object","required":["results"],"properties":{"results":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/Category"}}}};
const schema8 = {"type":"object","required":["id","title"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"title":{"type":"string"}}};
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
if(((data.id === undefined) && (missing0 = "id")) || ((data.title === undefined) && (missing0 = "title"))){
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
if(data.title !== undefined){
const _errs2 = errors;
if(typeof data.title !== "string"){
validate23.errors = [{instancePath:instancePath+"/title",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
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
if((data.results === undefined) && (missing0 = "results")){
validate21.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.results !== undefined){
let data0 = data.results;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate23(data0[i0], {instancePath:instancePath+"/results/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
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
validate21.errors = [{instancePath:instancePath+"/results",keyword:"type",params:{type: "array"}}];
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
const schema10 = {"type":"object","required":["message","role"],"properties":{"message":{"type":"string"},"role":{"$ref":"https://fieldteam.dev/openapi#/$defs/Role"}}};
const schema11 = {"type":"string","enum":["default","freelancer","employer","manager","leader"]};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate28.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data === "default") || (data === "freelancer")) || (data === "employer")) || (data === "manager")) || (data === "leader"))){
validate28.errors = [{instancePath,keyword:"enum",params:{allowedValues: schema11.enum}}];
return false;
}
validate28.errors = vErrors;
return errors === 0;
}


function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.message === undefined) && (missing0 = "message")) || ((data.role === undefined) && (missing0 = "role"))){
validate27.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
const _errs1 = errors;
if(typeof data.message !== "string"){
validate27.errors = [{instancePath:instancePath+"/message",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
const _errs3 = errors;
if(!(validate28(data.role, {instancePath:instancePath+"/role",parentData:data,parentDataProperty:"role",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
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
  answer0 as listCategoriesAnswer,
  answer1 as setFreelancerAnswer,
  answer1 as setEmployerAnswer,
};
