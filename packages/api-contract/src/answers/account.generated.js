// Generated from openapi.yaml by Ajv's standalone code (npm run contract:validators -w @fieldteam/api-contract).
// Do not edit: change the document and generate again. Import it as @fieldteam/api-contract/answers/<group>.
/* eslint-disable */
import * as runtimeModule0 from "ajv/dist/runtime/ucs2length.js";
const cjs = (ns) => (ns.default !== undefined && ns.default !== null && ns.default.__esModule ? ns.default : ns);
const runtime0 = /* @__PURE__ */ cjs(runtimeModule0);
const answer0 = validate22;
const schema7 = {"type":"object","required":["user","url"],"properties":{"user":{"$ref":"https://fieldteam.dev/openapi#/$defs/UserRecord"},"url":{"type":"string","pattern":"^/"}}};
const schema8 = {"type":"object","required":["id","name","surname","email","doc_id","phone","location_description","latitude","longitude","complement","role","is_active","token","createdById"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"surname":{"type":"string"},"username":{"type":"string"},"email":{"type":"string"},"doc_id":{"type":["string","null"]},"phone":{"type":["string","null"]},"location_description":{"type":["string","null"]},"latitude":{"type":["number","null"]},"longitude":{"type":["number","null"]},"complement":{"type":["string","null"]},"role":{"$ref":"https://fieldteam.dev/openapi#/$defs/Role"},"is_active":{"$ref":"https://fieldteam.dev/openapi#/$defs/ActivationState"},"token":{"type":"string","minLength":1},"createdById":{"type":["string","null"]}}};
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

const schema10 = {"type":"string","enum":["default","freelancer","employer","manager","leader"]};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate26.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data === "default") || (data === "freelancer")) || (data === "employer")) || (data === "manager")) || (data === "leader"))){
validate26.errors = [{instancePath,keyword:"enum",params:{allowedValues: schema10.enum}}];
return false;
}
validate26.errors = vErrors;
return errors === 0;
}

const schema11 = {"type":"string","enum":["handle","activated","inactive"]};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate28.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "handle") || (data === "activated")) || (data === "inactive"))){
validate28.errors = [{instancePath,keyword:"enum",params:{allowedValues: schema11.enum}}];
return false;
}
validate28.errors = vErrors;
return errors === 0;
}


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.surname === undefined) && (missing0 = "surname"))) || ((data.email === undefined) && (missing0 = "email"))) || ((data.doc_id === undefined) && (missing0 = "doc_id"))) || ((data.phone === undefined) && (missing0 = "phone"))) || ((data.location_description === undefined) && (missing0 = "location_description"))) || ((data.latitude === undefined) && (missing0 = "latitude"))) || ((data.longitude === undefined) && (missing0 = "longitude"))) || ((data.complement === undefined) && (missing0 = "complement"))) || ((data.role === undefined) && (missing0 = "role"))) || ((data.is_active === undefined) && (missing0 = "is_active"))) || ((data.token === undefined) && (missing0 = "token"))) || ((data.createdById === undefined) && (missing0 = "createdById"))){
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
if(data.username !== undefined){
const _errs6 = errors;
if(typeof data.username !== "string"){
validate23.errors = [{instancePath:instancePath+"/username",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.email !== undefined){
const _errs8 = errors;
if(typeof data.email !== "string"){
validate23.errors = [{instancePath:instancePath+"/email",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.doc_id !== undefined){
let data5 = data.doc_id;
const _errs10 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate23.errors = [{instancePath:instancePath+"/doc_id",keyword:"type",params:{type: schema8.properties.doc_id.type}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phone !== undefined){
let data6 = data.phone;
const _errs12 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate23.errors = [{instancePath:instancePath+"/phone",keyword:"type",params:{type: schema8.properties.phone.type}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.location_description !== undefined){
let data7 = data.location_description;
const _errs14 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate23.errors = [{instancePath:instancePath+"/location_description",keyword:"type",params:{type: schema8.properties.location_description.type}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.latitude !== undefined){
let data8 = data.latitude;
const _errs16 = errors;
if((!((typeof data8 == "number") && (isFinite(data8)))) && (data8 !== null)){
validate23.errors = [{instancePath:instancePath+"/latitude",keyword:"type",params:{type: schema8.properties.latitude.type}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.longitude !== undefined){
let data9 = data.longitude;
const _errs18 = errors;
if((!((typeof data9 == "number") && (isFinite(data9)))) && (data9 !== null)){
validate23.errors = [{instancePath:instancePath+"/longitude",keyword:"type",params:{type: schema8.properties.longitude.type}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.complement !== undefined){
let data10 = data.complement;
const _errs20 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate23.errors = [{instancePath:instancePath+"/complement",keyword:"type",params:{type: schema8.properties.complement.type}}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
const _errs22 = errors;
if(!(validate26(data.role, {instancePath:instancePath+"/role",parentData:data,parentDataProperty:"role",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_active !== undefined){
const _errs23 = errors;
if(!(validate28(data.is_active, {instancePath:instancePath+"/is_active",parentData:data,parentDataProperty:"is_active",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.token !== undefined){
let data13 = data.token;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data13 === "string"){
if(func2(data13) < 1){
validate23.errors = [{instancePath:instancePath+"/token",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/token",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdById !== undefined){
let data14 = data.createdById;
const _errs26 = errors;
if((typeof data14 !== "string") && (data14 !== null)){
validate23.errors = [{instancePath:instancePath+"/createdById",keyword:"type",params:{type: schema8.properties.createdById.type}}];
return false;
}
var valid0 = _errs26 === errors;
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
}
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

const pattern0 = new RegExp("^/", "u");

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.user === undefined) && (missing0 = "user")) || ((data.url === undefined) && (missing0 = "url"))){
validate22.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.user !== undefined){
const _errs1 = errors;
if(!(validate23(data.user, {instancePath:instancePath+"/user",parentData:data,parentDataProperty:"user",rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.url !== undefined){
let data1 = data.url;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
validate22.errors = [{instancePath:instancePath+"/url",keyword:"pattern",params:{pattern: "^/"}}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/url",keyword:"type",params:{type: "string"}}];
return false;
}
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
validate22.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}

const answer1 = validate31;
const schema12 = {"type":"object","required":["message","url"],"properties":{"message":{"type":"string"},"url":{"type":"string","pattern":"^/"}}};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.message === undefined) && (missing0 = "message")) || ((data.url === undefined) && (missing0 = "url"))){
validate31.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.message !== undefined){
const _errs1 = errors;
if(typeof data.message !== "string"){
validate31.errors = [{instancePath:instancePath+"/message",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.url !== undefined){
let data1 = data.url;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
validate31.errors = [{instancePath:instancePath+"/url",keyword:"pattern",params:{pattern: "^/"}}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/url",keyword:"type",params:{type: "string"}}];
return false;
}
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
validate31.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}

const answer2 = validate32;
const schema13 = {"type":"object","properties":{"message":{"type":"string"}}};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message !== undefined){
if(typeof data.message !== "string"){
validate32.errors = [{instancePath:instancePath+"/message",keyword:"type",params:{type: "string"}}];
return false;
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

const answer3 = validate33;
const schema14 = {"type":"object","required":["isActive"],"properties":{"isActive":{"$ref":"https://fieldteam.dev/openapi#/$defs/ActivationState"},"message":{"type":"string"},"user":{"$ref":"https://fieldteam.dev/openapi#/$defs/UserRecord"}}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.isActive === undefined) && (missing0 = "isActive")){
validate33.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.isActive !== undefined){
const _errs1 = errors;
if(!(validate28(data.isActive, {instancePath:instancePath+"/isActive",parentData:data,parentDataProperty:"isActive",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs2 = errors;
if(typeof data.message !== "string"){
validate33.errors = [{instancePath:instancePath+"/message",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.user !== undefined){
const _errs4 = errors;
if(!(validate23(data.user, {instancePath:instancePath+"/user",parentData:data,parentDataProperty:"user",rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
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
validate33.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}

const answer4 = validate36;
const schema15 = {"type":"object","required":["token"],"properties":{"token":{"type":"string"}}};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.token === undefined) && (missing0 = "token")){
validate36.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.token !== undefined){
if(typeof data.token !== "string"){
validate36.errors = [{instancePath:instancePath+"/token",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate36.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate36.errors = vErrors;
return errors === 0;
}

export {
  answer0 as loginAnswer,
  answer1 as registerAnswer,
  answer2 as requestResetCodeAnswer,
  answer2 as changePasswordAnswer,
  answer3 as activateAccountAnswer,
  answer4 as checkAuthAnswer,
  answer2 as disconnectAnswer,
};
