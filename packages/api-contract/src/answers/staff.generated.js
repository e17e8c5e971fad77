// Generated from openapi.yaml by Ajv's standalone code (npm run contract:validators -w @fieldteam/api-contract).
// Do not edit: change the document and generate again. Import it as @fieldteam/api-contract/answers/<group>.
/* eslint-disable */
import * as runtimeModule0 from "ajv/dist/runtime/ucs2length.js";
const cjs = (ns) => (ns.default !== undefined && ns.default !== null && ns.default.__esModule ? ns.default : ns);
const runtime0 = /* @__PURE__ */ cjs(runtimeModule0);
const answer0 = validate21;
const schema6 = {"type":"object","required":["managers"],"properties":{"managers":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/Member"}}}};
const schema8 = {"type":"object","required":["id","name","surname","email","phone"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"surname":{"type":"string"},"email":{"type":"string"},"phone":{"type":["string","null"]}}};
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
if((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.surname === undefined) && (missing0 = "surname"))) || ((data.email === undefined) && (missing0 = "email"))) || ((data.phone === undefined) && (missing0 = "phone"))){
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
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate23.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.surname !== undefined){
const _errs4 = errors;
if(typeof data.surname !== "string"){
validate23.errors = [{instancePath:instancePath+"/surname",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.email !== undefined){
const _errs6 = errors;
if(typeof data.email !== "string"){
validate23.errors = [{instancePath:instancePath+"/email",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phone !== undefined){
let data4 = data.phone;
const _errs8 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate23.errors = [{instancePath:instancePath+"/phone",keyword:"type",params:{type: schema8.properties.phone.type}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
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
if((data.managers === undefined) && (missing0 = "managers")){
validate21.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.managers !== undefined){
let data0 = data.managers;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate23(data0[i0], {instancePath:instancePath+"/managers/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
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
validate21.errors = [{instancePath:instancePath+"/managers",keyword:"type",params:{type: "array"}}];
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

const answer2 = validate28;
const schema11 = {"type":"object","required":["leaders"],"properties":{"leaders":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/Member"}}}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.surname === undefined) && (missing0 = "surname"))) || ((data.email === undefined) && (missing0 = "email"))) || ((data.phone === undefined) && (missing0 = "phone"))){
validate29.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
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
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate29.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.surname !== undefined){
const _errs4 = errors;
if(typeof data.surname !== "string"){
validate29.errors = [{instancePath:instancePath+"/surname",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.email !== undefined){
const _errs6 = errors;
if(typeof data.email !== "string"){
validate29.errors = [{instancePath:instancePath+"/email",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phone !== undefined){
let data4 = data.phone;
const _errs8 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate29.errors = [{instancePath:instancePath+"/phone",keyword:"type",params:{type: schema8.properties.phone.type}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate29.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate29.errors = vErrors;
return errors === 0;
}


function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.leaders === undefined) && (missing0 = "leaders")){
validate28.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.leaders !== undefined){
let data0 = data.leaders;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate29(data0[i0], {instancePath:instancePath+"/leaders/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/leaders",keyword:"type",params:{type: "array"}}];
return false;
}
}
}
}
}
else {
validate28.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}

const answer3 = validate32;
const schema13 = {"type":"object","required":["colaborators"],"properties":{"colaborators":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/Collaborator"}}}};
const schema14 = {"type":"object","required":["id","name","surname","phone","description","latitude","longitude"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"surname":{"type":"string"},"phone":{"type":"string"},"description":{"type":"string"},"latitude":{"type":"number"},"longitude":{"type":"number"}}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.surname === undefined) && (missing0 = "surname"))) || ((data.phone === undefined) && (missing0 = "phone"))) || ((data.description === undefined) && (missing0 = "description"))) || ((data.latitude === undefined) && (missing0 = "latitude"))) || ((data.longitude === undefined) && (missing0 = "longitude"))){
validate33.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
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
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate33.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.surname !== undefined){
const _errs4 = errors;
if(typeof data.surname !== "string"){
validate33.errors = [{instancePath:instancePath+"/surname",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phone !== undefined){
const _errs6 = errors;
if(typeof data.phone !== "string"){
validate33.errors = [{instancePath:instancePath+"/phone",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs8 = errors;
if(typeof data.description !== "string"){
validate33.errors = [{instancePath:instancePath+"/description",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.latitude !== undefined){
let data5 = data.latitude;
const _errs10 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate33.errors = [{instancePath:instancePath+"/latitude",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.longitude !== undefined){
let data6 = data.longitude;
const _errs12 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
validate33.errors = [{instancePath:instancePath+"/longitude",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate33.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}


function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.colaborators === undefined) && (missing0 = "colaborators")){
validate32.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.colaborators !== undefined){
let data0 = data.colaborators;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate33(data0[i0], {instancePath:instancePath+"/colaborators/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/colaborators",keyword:"type",params:{type: "array"}}];
return false;
}
}
}
}
}
else {
validate32.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}

export {
  answer0 as listManagersAnswer,
  answer1 as deleteManagerAnswer,
  answer2 as listLeadersAnswer,
  answer1 as deleteLeaderAnswer,
  answer3 as listCollaboratorsAnswer,
  answer1 as deleteCollaboratorAnswer,
  answer1 as createManagerAnswer,
  answer1 as createLeaderAnswer,
  answer1 as createCollaboratorAnswer,
  answer1 as updateCollaboratorAnswer,
};
