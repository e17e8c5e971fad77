// Generated from openapi.yaml by Ajv's standalone code (npm run contract:validators -w @fieldteam/api-contract).
// Do not edit: change the document and generate again. Import it as @fieldteam/api-contract/answers/<group>.
/* eslint-disable */
import * as runtimeModule0 from "ajv/dist/runtime/ucs2length.js";
const cjs = (ns) => (ns.default !== undefined && ns.default !== null && ns.default.__esModule ? ns.default : ns);
const runtime0 = /* @__PURE__ */ cjs(runtimeModule0);
const answer0 = validate52;
const schema19 = {"type":"object","required":["clientsWithTodos"],"properties":{"clientsWithTodos":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/RoadClient"}}}};
const schema21 = {"type":"object","required":["clientId","name","phone","email","description","services","todos","latitude","longitude"],"properties":{"discount":{"$ref":"https://fieldteam.dev/openapi#/$defs/Discount"},"clientId":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"phone":{"type":"string"},"email":{"type":"string"},"description":{"type":"string"},"services":{"type":"array","items":{"type":"object","required":["serviceId","serviceName","serviceValue"],"properties":{"serviceId":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"serviceName":{"type":"string"},"serviceValue":{"type":"number"}}}},"todos":{"type":"array","minItems":1,"items":{"type":"object","required":["todoId"],"properties":{"todoId":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"date":{"$ref":"https://fieldteam.dev/openapi#/$defs/WireDate"},"hour":{"$ref":"https://fieldteam.dev/openapi#/$defs/Hour12"},"minute":{"$ref":"https://fieldteam.dev/openapi#/$defs/Minute"},"meridian":{"$ref":"https://fieldteam.dev/openapi#/$defs/Meridian"}}}},"latitude":{"type":"number"},"longitude":{"type":"number"}}};
const schema22 = {"type":"number","minimum":0,"maximum":100};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if((typeof data == "number") && (isFinite(data))){
if(data > 100 || isNaN(data)){
validate55.errors = [{instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data < 0 || isNaN(data)){
validate55.errors = [{instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema23 = {"type":"string","minLength":1};
const func1 = runtime0.default;

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(typeof data === "string"){
if(func1(data) < 1){
validate57.errors = [{instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate57.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema24 = {"type":"string","pattern":"^\\d{2}/\\d{2}/\\d{4}$"};
const pattern3 = new RegExp("^\\d{2}/\\d{2}/\\d{4}$", "u");

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate61.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^\\d{2}/\\d{2}/\\d{4}$"},message:"must match pattern \""+"^\\d{2}/\\d{2}/\\d{4}$"+"\""}];
return false;
}
}
else {
validate61.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema25 = {"type":"string","pattern":"^(0[1-9]|1[0-2])$"};
const pattern4 = new RegExp("^(0[1-9]|1[0-2])$", "u");

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(typeof data === "string"){
if(!pattern4.test(data)){
validate63.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(0[1-9]|1[0-2])$"},message:"must match pattern \""+"^(0[1-9]|1[0-2])$"+"\""}];
return false;
}
}
else {
validate63.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema26 = {"type":"string","pattern":"^[0-5]\\d$"};
const pattern5 = new RegExp("^[0-5]\\d$", "u");

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(typeof data === "string"){
if(!pattern5.test(data)){
validate65.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[0-5]\\d$"},message:"must match pattern \""+"^[0-5]\\d$"+"\""}];
return false;
}
}
else {
validate65.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema27 = {"type":"string","enum":["AM","PM"]};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate67.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data === "AM") || (data === "PM"))){
validate67.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema27.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.clientId === undefined) && (missing0 = "clientId")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.phone === undefined) && (missing0 = "phone"))) || ((data.email === undefined) && (missing0 = "email"))) || ((data.description === undefined) && (missing0 = "description"))) || ((data.services === undefined) && (missing0 = "services"))) || ((data.todos === undefined) && (missing0 = "todos"))) || ((data.latitude === undefined) && (missing0 = "latitude"))) || ((data.longitude === undefined) && (missing0 = "longitude"))){
validate54.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.discount !== undefined){
const _errs1 = errors;
if(!(validate55(data.discount, {instancePath:instancePath+"/discount",parentData:data,parentDataProperty:"discount",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
if(!(validate57(data.clientId, {instancePath:instancePath+"/clientId",parentData:data,parentDataProperty:"clientId",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
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
validate54.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate54.errors = [{instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate54.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate54.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate54.errors = [{instancePath:instancePath+"/services/" + i0,schemaPath:"#/properties/services/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data7.serviceId !== undefined){
const _errs15 = errors;
if(!(validate57(data7.serviceId, {instancePath:instancePath+"/services/" + i0+"/serviceId",parentData:data7,parentDataProperty:"serviceId",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
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
validate54.errors = [{instancePath:instancePath+"/services/" + i0+"/serviceName",schemaPath:"#/properties/services/items/properties/serviceName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate54.errors = [{instancePath:instancePath+"/services/" + i0+"/serviceValue",schemaPath:"#/properties/services/items/properties/serviceValue/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate54.errors = [{instancePath:instancePath+"/services/" + i0,schemaPath:"#/properties/services/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate54.errors = [{instancePath:instancePath+"/services",schemaPath:"#/properties/services/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate54.errors = [{instancePath:instancePath+"/todos",schemaPath:"#/properties/todos/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
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
validate54.errors = [{instancePath:instancePath+"/todos/" + i1,schemaPath:"#/properties/todos/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data12.todoId !== undefined){
const _errs24 = errors;
if(!(validate57(data12.todoId, {instancePath:instancePath+"/todos/" + i1+"/todoId",parentData:data12,parentDataProperty:"todoId",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
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
if(!(validate61(data12.date, {instancePath:instancePath+"/todos/" + i1+"/date",parentData:data12,parentDataProperty:"date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
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
if(!(validate63(data12.hour, {instancePath:instancePath+"/todos/" + i1+"/hour",parentData:data12,parentDataProperty:"hour",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
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
if(!(validate65(data12.minute, {instancePath:instancePath+"/todos/" + i1+"/minute",parentData:data12,parentDataProperty:"minute",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
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
if(!(validate67(data12.meridian, {instancePath:instancePath+"/todos/" + i1+"/meridian",parentData:data12,parentDataProperty:"meridian",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
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
validate54.errors = [{instancePath:instancePath+"/todos/" + i1,schemaPath:"#/properties/todos/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate54.errors = [{instancePath:instancePath+"/todos",schemaPath:"#/properties/todos/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate54.errors = [{instancePath:instancePath+"/latitude",schemaPath:"#/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate54.errors = [{instancePath:instancePath+"/longitude",schemaPath:"#/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":{"discount":true,"clientId":true,"name":true,"phone":true,"email":true,"description":true,"services":true,"todos":true,"latitude":true,"longitude":true},"dynamicProps":false,"dynamicItems":false};


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.clientsWithTodos === undefined) && (missing0 = "clientsWithTodos")){
validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(validate54(data0[i0], {instancePath:instancePath+"/clientsWithTodos/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/clientsWithTodos",schemaPath:"#/properties/clientsWithTodos/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":{"clientsWithTodos":true},"dynamicProps":false,"dynamicItems":false};

const answer1 = validate70;
const schema28 = {"type":"object","required":["id","message"],"properties":{"id":{"type":"string"},"message":{"type":"string"}}};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.message === undefined) && (missing0 = "message"))){
validate70.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate70.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate70.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate70.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":{"id":true,"message":true},"dynamicProps":false,"dynamicItems":false};

const answer2 = validate71;
const schema29 = {"type":"object","properties":{"message":{"type":"string"}}};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message !== undefined){
if(typeof data.message !== "string"){
validate71.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
else {
validate71.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":{"message":true},"dynamicProps":false,"dynamicItems":false};

export {
  answer0 as listRoadClientsAnswer,
  answer1 as startVisitAnswer,
  answer2 as finishVisitFromCalendarAnswer,
  answer2 as cancelVisitAnswer,
  answer2 as finishVisitAnswer,
};
