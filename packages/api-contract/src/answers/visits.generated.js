// Generated from openapi.yaml by Ajv's standalone code (npm run contract:validators -w @fieldteam/api-contract).
// Do not edit: change the document and generate again. Import it as @fieldteam/api-contract/answers/<group>.
/* eslint-disable */
import * as runtimeModule0 from "ajv/dist/runtime/ucs2length.js";
const cjs = (ns) => (ns.default !== undefined && ns.default !== null && ns.default.__esModule ? ns.default : ns);
const runtime0 = /* @__PURE__ */ cjs(runtimeModule0);
const answer0 = validate21;
const schema6 = {"type":"object","required":["clientsWithTodos"],"properties":{"clientsWithTodos":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/RoadClient"}}}};
const schema8 = {"type":"object","required":["clientId","name","phone","email","description","services","todos","latitude","longitude"],"properties":{"discount":{"$ref":"https://fieldteam.dev/openapi#/$defs/Discount"},"clientId":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"phone":{"type":"string"},"email":{"type":"string"},"description":{"type":"string"},"services":{"type":"array","items":{"type":"object","required":["serviceId","serviceName","serviceValue"],"properties":{"serviceId":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"serviceName":{"type":"string"},"serviceValue":{"type":"number"}}}},"todos":{"type":"array","minItems":1,"items":{"type":"object","required":["todoId"],"properties":{"todoId":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"date":{"$ref":"https://fieldteam.dev/openapi#/$defs/WireDate"},"hour":{"$ref":"https://fieldteam.dev/openapi#/$defs/Hour12"},"minute":{"$ref":"https://fieldteam.dev/openapi#/$defs/Minute"},"meridian":{"$ref":"https://fieldteam.dev/openapi#/$defs/Meridian"}}}},"latitude":{"type":"number"},"longitude":{"type":"number"}}};
const schema9 = {"type":"number","minimum":0,"maximum":100};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if((typeof data == "number") && (isFinite(data))){
if(data > 100 || isNaN(data)){
validate24.errors = [{instancePath,keyword:"maximum",params:{comparison: "<=", limit: 100}}];
return false;
}
else {
if(data < 0 || isNaN(data)){
validate24.errors = [{instancePath,keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
else {
validate24.errors = [{instancePath,keyword:"type",params:{type: "number"}}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}

const schema10 = {"type":"string","minLength":1};
const func2 = runtime0.default;

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(func2(data) < 1){
validate26.errors = [{instancePath,keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate26.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}

const schema11 = {"type":"string","pattern":"^\\d{2}/\\d{2}/\\d{4}$"};
const pattern0 = new RegExp("^\\d{2}/\\d{2}/\\d{4}$", "u");

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern0.test(data)){
validate30.errors = [{instancePath,keyword:"pattern",params:{pattern: "^\\d{2}/\\d{2}/\\d{4}$"}}];
return false;
}
}
else {
validate30.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}

const schema12 = {"type":"string","pattern":"^(0[1-9]|1[0-2])$"};
const pattern1 = new RegExp("^(0[1-9]|1[0-2])$", "u");

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern1.test(data)){
validate32.errors = [{instancePath,keyword:"pattern",params:{pattern: "^(0[1-9]|1[0-2])$"}}];
return false;
}
}
else {
validate32.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}

const schema13 = {"type":"string","pattern":"^[0-5]\\d$"};
const pattern2 = new RegExp("^[0-5]\\d$", "u");

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate34.errors = [{instancePath,keyword:"pattern",params:{pattern: "^[0-5]\\d$"}}];
return false;
}
}
else {
validate34.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}

const schema14 = {"type":"string","enum":["AM","PM"]};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate36.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "AM") || (data === "PM"))){
validate36.errors = [{instancePath,keyword:"enum",params:{allowedValues: schema14.enum}}];
return false;
}
validate36.errors = vErrors;
return errors === 0;
}


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.clientId === undefined) && (missing0 = "clientId")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.phone === undefined) && (missing0 = "phone"))) || ((data.email === undefined) && (missing0 = "email"))) || ((data.description === undefined) && (missing0 = "description"))) || ((data.services === undefined) && (missing0 = "services"))) || ((data.todos === undefined) && (missing0 = "todos"))) || ((data.latitude === undefined) && (missing0 = "latitude"))) || ((data.longitude === undefined) && (missing0 = "longitude"))){
validate23.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.discount !== undefined){
const _errs1 = errors;
if(!(validate24(data.discount, {instancePath:instancePath+"/discount",parentData:data,parentDataProperty:"discount",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.clientId !== undefined){
const _errs2 = errors;
if(!(validate26(data.clientId, {instancePath:instancePath+"/clientId",parentData:data,parentDataProperty:"clientId",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate23.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phone !== undefined){
const _errs5 = errors;
if(typeof data.phone !== "string"){
validate23.errors = [{instancePath:instancePath+"/phone",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.email !== undefined){
const _errs7 = errors;
if(typeof data.email !== "string"){
validate23.errors = [{instancePath:instancePath+"/email",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs9 = errors;
if(typeof data.description !== "string"){
validate23.errors = [{instancePath:instancePath+"/description",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.services !== undefined){
let data6 = data.services;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs13 = errors;
if(errors === _errs13){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing1;
if((((data7.serviceId === undefined) && (missing1 = "serviceId")) || ((data7.serviceName === undefined) && (missing1 = "serviceName"))) || ((data7.serviceValue === undefined) && (missing1 = "serviceValue"))){
validate23.errors = [{instancePath:instancePath+"/services/" + i0,keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data7.serviceId !== undefined){
const _errs15 = errors;
if(!(validate26(data7.serviceId, {instancePath:instancePath+"/services/" + i0+"/serviceId",parentData:data7,parentDataProperty:"serviceId",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data7.serviceName !== undefined){
const _errs16 = errors;
if(typeof data7.serviceName !== "string"){
validate23.errors = [{instancePath:instancePath+"/services/" + i0+"/serviceName",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data7.serviceValue !== undefined){
let data10 = data7.serviceValue;
const _errs18 = errors;
if(!((typeof data10 == "number") && (isFinite(data10)))){
validate23.errors = [{instancePath:instancePath+"/services/" + i0+"/serviceValue",keyword:"type",params:{type: "number"}}];
return false;
}
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/services/" + i0,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs13 === errors;
if(!valid1){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/services",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.todos !== undefined){
let data11 = data.todos;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data11)){
if(data11.length < 1){
validate23.errors = [{instancePath:instancePath+"/todos",keyword:"minItems",params:{limit: 1}}];
return false;
}
else {
var valid3 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
const _errs22 = errors;
if(errors === _errs22){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
let missing2;
if((data12.todoId === undefined) && (missing2 = "todoId")){
validate23.errors = [{instancePath:instancePath+"/todos/" + i1,keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data12.todoId !== undefined){
const _errs24 = errors;
if(!(validate26(data12.todoId, {instancePath:instancePath+"/todos/" + i1+"/todoId",parentData:data12,parentDataProperty:"todoId",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid4 = _errs24 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data12.date !== undefined){
const _errs25 = errors;
if(!(validate30(data12.date, {instancePath:instancePath+"/todos/" + i1+"/date",parentData:data12,parentDataProperty:"date",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
var valid4 = _errs25 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data12.hour !== undefined){
const _errs26 = errors;
if(!(validate32(data12.hour, {instancePath:instancePath+"/todos/" + i1+"/hour",parentData:data12,parentDataProperty:"hour",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid4 = _errs26 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data12.minute !== undefined){
const _errs27 = errors;
if(!(validate34(data12.minute, {instancePath:instancePath+"/todos/" + i1+"/minute",parentData:data12,parentDataProperty:"minute",rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var valid4 = _errs27 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data12.meridian !== undefined){
const _errs28 = errors;
if(!(validate36(data12.meridian, {instancePath:instancePath+"/todos/" + i1+"/meridian",parentData:data12,parentDataProperty:"meridian",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid4 = _errs28 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/todos/" + i1,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs22 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/todos",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.latitude !== undefined){
let data18 = data.latitude;
const _errs29 = errors;
if(!((typeof data18 == "number") && (isFinite(data18)))){
validate23.errors = [{instancePath:instancePath+"/latitude",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.longitude !== undefined){
let data19 = data.longitude;
const _errs31 = errors;
if(!((typeof data19 == "number") && (isFinite(data19)))){
validate23.errors = [{instancePath:instancePath+"/longitude",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs31 === errors;
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
if((data.clientsWithTodos === undefined) && (missing0 = "clientsWithTodos")){
validate21.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.clientsWithTodos !== undefined){
let data0 = data.clientsWithTodos;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate23(data0[i0], {instancePath:instancePath+"/clientsWithTodos/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
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
validate21.errors = [{instancePath:instancePath+"/clientsWithTodos",keyword:"type",params:{type: "array"}}];
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

const answer1 = validate39;
const schema15 = {"type":"object","required":["id","message"],"properties":{"id":{"type":"string"},"message":{"type":"string"}}};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.message === undefined) && (missing0 = "message"))){
validate39.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate39.errors = [{instancePath:instancePath+"/id",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs3 = errors;
if(typeof data.message !== "string"){
validate39.errors = [{instancePath:instancePath+"/message",keyword:"type",params:{type: "string"}}];
return false;
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
validate39.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}

const answer2 = validate40;
const schema16 = {"type":"object","properties":{"message":{"type":"string"}}};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message !== undefined){
if(typeof data.message !== "string"){
validate40.errors = [{instancePath:instancePath+"/message",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
else {
validate40.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate40.errors = vErrors;
return errors === 0;
}

export {
  answer0 as listRoadClientsAnswer,
  answer1 as startVisitAnswer,
  answer2 as finishVisitFromCalendarAnswer,
  answer2 as cancelVisitAnswer,
  answer2 as finishVisitAnswer,
};
