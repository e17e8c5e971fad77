// Generated from openapi.yaml by Ajv's standalone code (npm run contract:validators -w @fieldteam/api-contract).
// Do not edit: change the document and generate again. The typed way in is answers.ts.
/* eslint-disable */
import * as runtimeModule0 from "ajv/dist/runtime/ucs2length.js";
import * as runtimeModule1 from "ajv-formats/dist/formats.js";
const cjs = (ns) => (ns.default !== undefined && ns.default !== null && ns.default.__esModule ? ns.default : ns);
const runtime0 = /* @__PURE__ */ cjs(runtimeModule0);
const runtime1 = /* @__PURE__ */ cjs(runtimeModule1);
const answer0 = validate53;
const schema20 = {"type":"object","required":["user","url"],"properties":{"user":{"$ref":"https://fieldteam.dev/openapi#/$defs/UserRecord"},"url":{"type":"string","pattern":"^/"}}};
const schema21 = {"type":"object","required":["id","name","surname","email","doc_id","phone","location_description","latitude","longitude","complement","role","is_active","token","createdById"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"surname":{"type":"string"},"username":{"type":"string"},"email":{"type":"string"},"doc_id":{"type":["string","null"]},"phone":{"type":["string","null"]},"location_description":{"type":["string","null"]},"latitude":{"type":["number","null"]},"longitude":{"type":["number","null"]},"complement":{"type":["string","null"]},"role":{"$ref":"https://fieldteam.dev/openapi#/$defs/Role"},"is_active":{"$ref":"https://fieldteam.dev/openapi#/$defs/ActivationState"},"token":{"type":"string","minLength":1},"createdById":{"type":["string","null"]}}};
const schema22 = {"type":"string","minLength":1};
const func1 = runtime0.default;

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
if(typeof data === "string"){
if(func1(data) < 1){
validate55.errors = [{instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema23 = {"type":"string","enum":["default","freelancer","employer","manager","leader"]};

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
if(typeof data !== "string"){
validate57.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data === "default") || (data === "freelancer")) || (data === "employer")) || (data === "manager")) || (data === "leader"))){
validate57.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema23.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema24 = {"type":"string","enum":["handle","activated","inactive"]};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate59.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "handle") || (data === "activated")) || (data === "inactive"))){
validate59.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema24.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
if(((((((((((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.surname === undefined) && (missing0 = "surname"))) || ((data.email === undefined) && (missing0 = "email"))) || ((data.doc_id === undefined) && (missing0 = "doc_id"))) || ((data.phone === undefined) && (missing0 = "phone"))) || ((data.location_description === undefined) && (missing0 = "location_description"))) || ((data.latitude === undefined) && (missing0 = "latitude"))) || ((data.longitude === undefined) && (missing0 = "longitude"))) || ((data.complement === undefined) && (missing0 = "complement"))) || ((data.role === undefined) && (missing0 = "role"))) || ((data.is_active === undefined) && (missing0 = "is_active"))) || ((data.token === undefined) && (missing0 = "token"))) || ((data.createdById === undefined) && (missing0 = "createdById"))){
validate54.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate55(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
validate54.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate54.errors = [{instancePath:instancePath+"/surname",schemaPath:"#/properties/surname/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate54.errors = [{instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate54.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate54.errors = [{instancePath:instancePath+"/doc_id",schemaPath:"#/properties/doc_id/type",keyword:"type",params:{type: schema21.properties.doc_id.type},message:"must be string,null"}];
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
validate54.errors = [{instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: schema21.properties.phone.type},message:"must be string,null"}];
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
validate54.errors = [{instancePath:instancePath+"/location_description",schemaPath:"#/properties/location_description/type",keyword:"type",params:{type: schema21.properties.location_description.type},message:"must be string,null"}];
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
validate54.errors = [{instancePath:instancePath+"/latitude",schemaPath:"#/properties/latitude/type",keyword:"type",params:{type: schema21.properties.latitude.type},message:"must be number,null"}];
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
validate54.errors = [{instancePath:instancePath+"/longitude",schemaPath:"#/properties/longitude/type",keyword:"type",params:{type: schema21.properties.longitude.type},message:"must be number,null"}];
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
validate54.errors = [{instancePath:instancePath+"/complement",schemaPath:"#/properties/complement/type",keyword:"type",params:{type: schema21.properties.complement.type},message:"must be string,null"}];
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
if(!(validate57(data.role, {instancePath:instancePath+"/role",parentData:data,parentDataProperty:"role",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
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
if(!(validate59(data.is_active, {instancePath:instancePath+"/is_active",parentData:data,parentDataProperty:"is_active",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
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
if(func1(data13) < 1){
validate54.errors = [{instancePath:instancePath+"/token",schemaPath:"#/properties/token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate54.errors = [{instancePath:instancePath+"/createdById",schemaPath:"#/properties/createdById/type",keyword:"type",params:{type: schema21.properties.createdById.type},message:"must be string,null"}];
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
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":{"id":true,"name":true,"surname":true,"username":true,"email":true,"doc_id":true,"phone":true,"location_description":true,"latitude":true,"longitude":true,"complement":true,"role":true,"is_active":true,"token":true,"createdById":true},"dynamicProps":false,"dynamicItems":false};

const pattern3 = new RegExp("^/", "u");

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.user === undefined) && (missing0 = "user")) || ((data.url === undefined) && (missing0 = "url"))){
validate53.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.user !== undefined){
const _errs1 = errors;
if(!(validate54(data.user, {instancePath:instancePath+"/user",parentData:data,parentDataProperty:"user",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
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
if(!pattern3.test(data1)){
validate53.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""}];
return false;
}
}
else {
validate53.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":{"user":true,"url":true},"dynamicProps":false,"dynamicItems":false};

const answer1 = validate62;
const schema25 = {"type":"object","required":["message","url"],"properties":{"message":{"type":"string"},"url":{"type":"string","pattern":"^/"}}};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.message === undefined) && (missing0 = "message")) || ((data.url === undefined) && (missing0 = "url"))){
validate62.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.message !== undefined){
const _errs1 = errors;
if(typeof data.message !== "string"){
validate62.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!pattern3.test(data1)){
validate62.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""}];
return false;
}
}
else {
validate62.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate62.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":{"message":true,"url":true},"dynamicProps":false,"dynamicItems":false};

const answer2 = validate63;
const schema26 = {"type":"object","properties":{"message":{"type":"string"}}};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message !== undefined){
if(typeof data.message !== "string"){
validate63.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
else {
validate63.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":{"message":true},"dynamicProps":false,"dynamicItems":false};

const answer3 = validate64;
const schema27 = {"type":"object","required":["isActive"],"properties":{"isActive":{"$ref":"https://fieldteam.dev/openapi#/$defs/ActivationState"},"message":{"type":"string"},"user":{"$ref":"https://fieldteam.dev/openapi#/$defs/UserRecord"}}};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.isActive === undefined) && (missing0 = "isActive")){
validate64.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.isActive !== undefined){
const _errs1 = errors;
if(!(validate59(data.isActive, {instancePath:instancePath+"/isActive",parentData:data,parentDataProperty:"isActive",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
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
validate64.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(validate54(data.user, {instancePath:instancePath+"/user",parentData:data,parentDataProperty:"user",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
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
validate64.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":{"isActive":true,"message":true,"user":true},"dynamicProps":false,"dynamicItems":false};

const answer4 = validate67;
const schema28 = {"type":"object","required":["token"],"properties":{"token":{"type":"string"}}};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.token === undefined) && (missing0 = "token")){
validate67.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.token !== undefined){
if(typeof data.token !== "string"){
validate67.errors = [{instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate67.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":{"token":true},"dynamicProps":false,"dynamicItems":false};

const answer5 = validate68;
const schema29 = {"type":"object","required":["results"],"properties":{"results":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/Category"}}}};
const schema30 = {"type":"object","required":["id","title"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"title":{"type":"string"}}};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.title === undefined) && (missing0 = "title"))){
validate69.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate55(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
validate69.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate69.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":{"id":true,"title":true},"dynamicProps":false,"dynamicItems":false};


function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.results === undefined) && (missing0 = "results")){
validate68.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(validate69(data0[i0], {instancePath:instancePath+"/results/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate68.errors = [{instancePath:instancePath+"/results",schemaPath:"#/properties/results/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate68.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":{"results":true},"dynamicProps":false,"dynamicItems":false};

const answer6 = validate72;
const schema31 = {"type":"object","required":["message","role"],"properties":{"message":{"type":"string"},"role":{"$ref":"https://fieldteam.dev/openapi#/$defs/Role"}}};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.message === undefined) && (missing0 = "message")) || ((data.role === undefined) && (missing0 = "role"))){
validate72.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.message !== undefined){
const _errs1 = errors;
if(typeof data.message !== "string"){
validate72.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(!(validate57(data.role, {instancePath:instancePath+"/role",parentData:data,parentDataProperty:"role",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
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
validate72.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":{"message":true,"role":true},"dynamicProps":false,"dynamicItems":false};

const answer7 = validate74;
const schema32 = {"type":"object","required":["company"],"properties":{"company":{"oneOf":[{"$ref":"https://fieldteam.dev/openapi#/$defs/Company"},{"type":"null"}]}}};
const schema33 = {"type":"object","required":["business_id","business_nick","comercial_name","primaryemailbusiness","secondaryemailbusiness","phone","location_description","description","latitude","longitude","activitys","opening_hours"],"properties":{"business_id":{"type":"string"},"business_nick":{"type":"string"},"comercial_name":{"type":"string"},"primaryemailbusiness":{"type":"string"},"secondaryemailbusiness":{"type":"string"},"phone":{"type":"string"},"location_description":{"type":"string"},"description":{"type":"string"},"latitude":{"type":"number"},"longitude":{"type":"number"},"complement":{"type":["string","null"]},"activitys":{"type":"array","items":{"type":"string"}},"opening_hours":{"$ref":"https://fieldteam.dev/openapi#/$defs/BusinessHours"},"plan":{"$ref":"https://fieldteam.dev/openapi#/$defs/Plan"}}};
const schema34 = {"type":"object","required":["workingHours","closedDays"],"properties":{"workingHours":{"type":"array","items":{"type":"object","required":["id","day","startTime","endTime"],"properties":{"id":{"type":"string"},"day":{"type":"string"},"startTime":{"type":"string","pattern":"^([01]\\d|2[0-3]):00$"},"endTime":{"type":"string","pattern":"^([01]\\d|2[0-3]):00$"}}}},"closedDays":{"type":"array","items":{"type":"string"}}}};
const pattern5 = new RegExp("^([01]\\d|2[0-3]):00$", "u");

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.workingHours === undefined) && (missing0 = "workingHours")) || ((data.closedDays === undefined) && (missing0 = "closedDays"))){
validate76.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.workingHours !== undefined){
let data0 = data.workingHours;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((((data1.id === undefined) && (missing1 = "id")) || ((data1.day === undefined) && (missing1 = "day"))) || ((data1.startTime === undefined) && (missing1 = "startTime"))) || ((data1.endTime === undefined) && (missing1 = "endTime"))){
validate76.errors = [{instancePath:instancePath+"/workingHours/" + i0,schemaPath:"#/properties/workingHours/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.id !== undefined){
const _errs5 = errors;
if(typeof data1.id !== "string"){
validate76.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/id",schemaPath:"#/properties/workingHours/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.day !== undefined){
const _errs7 = errors;
if(typeof data1.day !== "string"){
validate76.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/day",schemaPath:"#/properties/workingHours/items/properties/day/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.startTime !== undefined){
let data4 = data1.startTime;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
validate76.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/startTime",schemaPath:"#/properties/workingHours/items/properties/startTime/pattern",keyword:"pattern",params:{pattern: "^([01]\\d|2[0-3]):00$"},message:"must match pattern \""+"^([01]\\d|2[0-3]):00$"+"\""}];
return false;
}
}
else {
validate76.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/startTime",schemaPath:"#/properties/workingHours/items/properties/startTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.endTime !== undefined){
let data5 = data1.endTime;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
validate76.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/endTime",schemaPath:"#/properties/workingHours/items/properties/endTime/pattern",keyword:"pattern",params:{pattern: "^([01]\\d|2[0-3]):00$"},message:"must match pattern \""+"^([01]\\d|2[0-3]):00$"+"\""}];
return false;
}
}
else {
validate76.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/endTime",schemaPath:"#/properties/workingHours/items/properties/endTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate76.errors = [{instancePath:instancePath+"/workingHours/" + i0,schemaPath:"#/properties/workingHours/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate76.errors = [{instancePath:instancePath+"/workingHours",schemaPath:"#/properties/workingHours/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.closedDays !== undefined){
let data6 = data.closedDays;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data6)){
var valid3 = true;
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
const _errs15 = errors;
if(typeof data6[i1] !== "string"){
validate76.errors = [{instancePath:instancePath+"/closedDays/" + i1,schemaPath:"#/properties/closedDays/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs15 === errors;
if(!valid3){
break;
}
}
}
else {
validate76.errors = [{instancePath:instancePath+"/closedDays",schemaPath:"#/properties/closedDays/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate76.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"props":{"workingHours":true,"closedDays":true},"dynamicProps":false,"dynamicItems":false};

const schema35 = {"type":"string","enum":["free","basic","plus"]};

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate78.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "free") || (data === "basic")) || (data === "plus"))){
validate78.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema35.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate75.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((data.business_id === undefined) && (missing0 = "business_id")) || ((data.business_nick === undefined) && (missing0 = "business_nick"))) || ((data.comercial_name === undefined) && (missing0 = "comercial_name"))) || ((data.primaryemailbusiness === undefined) && (missing0 = "primaryemailbusiness"))) || ((data.secondaryemailbusiness === undefined) && (missing0 = "secondaryemailbusiness"))) || ((data.phone === undefined) && (missing0 = "phone"))) || ((data.location_description === undefined) && (missing0 = "location_description"))) || ((data.description === undefined) && (missing0 = "description"))) || ((data.latitude === undefined) && (missing0 = "latitude"))) || ((data.longitude === undefined) && (missing0 = "longitude"))) || ((data.activitys === undefined) && (missing0 = "activitys"))) || ((data.opening_hours === undefined) && (missing0 = "opening_hours"))){
validate75.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.business_id !== undefined){
const _errs1 = errors;
if(typeof data.business_id !== "string"){
validate75.errors = [{instancePath:instancePath+"/business_id",schemaPath:"#/properties/business_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.business_nick !== undefined){
const _errs3 = errors;
if(typeof data.business_nick !== "string"){
validate75.errors = [{instancePath:instancePath+"/business_nick",schemaPath:"#/properties/business_nick/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.comercial_name !== undefined){
const _errs5 = errors;
if(typeof data.comercial_name !== "string"){
validate75.errors = [{instancePath:instancePath+"/comercial_name",schemaPath:"#/properties/comercial_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.primaryemailbusiness !== undefined){
const _errs7 = errors;
if(typeof data.primaryemailbusiness !== "string"){
validate75.errors = [{instancePath:instancePath+"/primaryemailbusiness",schemaPath:"#/properties/primaryemailbusiness/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.secondaryemailbusiness !== undefined){
const _errs9 = errors;
if(typeof data.secondaryemailbusiness !== "string"){
validate75.errors = [{instancePath:instancePath+"/secondaryemailbusiness",schemaPath:"#/properties/secondaryemailbusiness/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phone !== undefined){
const _errs11 = errors;
if(typeof data.phone !== "string"){
validate75.errors = [{instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.location_description !== undefined){
const _errs13 = errors;
if(typeof data.location_description !== "string"){
validate75.errors = [{instancePath:instancePath+"/location_description",schemaPath:"#/properties/location_description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs15 = errors;
if(typeof data.description !== "string"){
validate75.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.latitude !== undefined){
let data8 = data.latitude;
const _errs17 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
validate75.errors = [{instancePath:instancePath+"/latitude",schemaPath:"#/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.longitude !== undefined){
let data9 = data.longitude;
const _errs19 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
validate75.errors = [{instancePath:instancePath+"/longitude",schemaPath:"#/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.complement !== undefined){
let data10 = data.complement;
const _errs21 = errors;
if((typeof data10 !== "string") && (data10 !== null)){
validate75.errors = [{instancePath:instancePath+"/complement",schemaPath:"#/properties/complement/type",keyword:"type",params:{type: schema33.properties.complement.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.activitys !== undefined){
let data11 = data.activitys;
const _errs23 = errors;
if(errors === _errs23){
if(Array.isArray(data11)){
var valid1 = true;
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
const _errs25 = errors;
if(typeof data11[i0] !== "string"){
validate75.errors = [{instancePath:instancePath+"/activitys/" + i0,schemaPath:"#/properties/activitys/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs25 === errors;
if(!valid1){
break;
}
}
}
else {
validate75.errors = [{instancePath:instancePath+"/activitys",schemaPath:"#/properties/activitys/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.opening_hours !== undefined){
const _errs27 = errors;
if(!(validate76(data.opening_hours, {instancePath:instancePath+"/opening_hours",parentData:data,parentDataProperty:"opening_hours",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.plan !== undefined){
const _errs28 = errors;
if(!(validate78(data.plan, {instancePath:instancePath+"/plan",parentData:data,parentDataProperty:"plan",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var valid0 = _errs28 === errors;
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
else {
validate75.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate75.errors = vErrors;
return errors === 0;
}
validate75.evaluated = {"props":{"business_id":true,"business_nick":true,"comercial_name":true,"primaryemailbusiness":true,"secondaryemailbusiness":true,"phone":true,"location_description":true,"description":true,"latitude":true,"longitude":true,"complement":true,"activitys":true,"opening_hours":true,"plan":true},"dynamicProps":false,"dynamicItems":false};


function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate74.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.company === undefined) && (missing0 = "company")){
validate74.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.company !== undefined){
let data0 = data.company;
const _errs2 = errors;
let valid1 = false;
let passing0 = null;
const _errs3 = errors;
if(!(validate75(data0, {instancePath:instancePath+"/company",parentData:data,parentDataProperty:"company",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
var props0 = {};
props0.business_id = true;
props0.business_nick = true;
props0.comercial_name = true;
props0.primaryemailbusiness = true;
props0.secondaryemailbusiness = true;
props0.phone = true;
props0.location_description = true;
props0.description = true;
props0.latitude = true;
props0.longitude = true;
props0.complement = true;
props0.activitys = true;
props0.opening_hours = true;
props0.plan = true;
}
const _errs4 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs4 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err1 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate74.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
}
}
else {
validate74.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate74.errors = vErrors;
return errors === 0;
}
validate74.evaluated = {"props":{"company":true},"dynamicProps":false,"dynamicItems":false};

const answer8 = validate81;
const schema36 = {"type":"object","required":["workHours"],"properties":{"workHours":{"oneOf":[{"$ref":"https://fieldteam.dev/openapi#/$defs/BusinessHours"},{"type":"null"}]}}};

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.workingHours === undefined) && (missing0 = "workingHours")) || ((data.closedDays === undefined) && (missing0 = "closedDays"))){
validate82.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.workingHours !== undefined){
let data0 = data.workingHours;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((((data1.id === undefined) && (missing1 = "id")) || ((data1.day === undefined) && (missing1 = "day"))) || ((data1.startTime === undefined) && (missing1 = "startTime"))) || ((data1.endTime === undefined) && (missing1 = "endTime"))){
validate82.errors = [{instancePath:instancePath+"/workingHours/" + i0,schemaPath:"#/properties/workingHours/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.id !== undefined){
const _errs5 = errors;
if(typeof data1.id !== "string"){
validate82.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/id",schemaPath:"#/properties/workingHours/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.day !== undefined){
const _errs7 = errors;
if(typeof data1.day !== "string"){
validate82.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/day",schemaPath:"#/properties/workingHours/items/properties/day/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.startTime !== undefined){
let data4 = data1.startTime;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
validate82.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/startTime",schemaPath:"#/properties/workingHours/items/properties/startTime/pattern",keyword:"pattern",params:{pattern: "^([01]\\d|2[0-3]):00$"},message:"must match pattern \""+"^([01]\\d|2[0-3]):00$"+"\""}];
return false;
}
}
else {
validate82.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/startTime",schemaPath:"#/properties/workingHours/items/properties/startTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.endTime !== undefined){
let data5 = data1.endTime;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
validate82.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/endTime",schemaPath:"#/properties/workingHours/items/properties/endTime/pattern",keyword:"pattern",params:{pattern: "^([01]\\d|2[0-3]):00$"},message:"must match pattern \""+"^([01]\\d|2[0-3]):00$"+"\""}];
return false;
}
}
else {
validate82.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/endTime",schemaPath:"#/properties/workingHours/items/properties/endTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate82.errors = [{instancePath:instancePath+"/workingHours/" + i0,schemaPath:"#/properties/workingHours/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate82.errors = [{instancePath:instancePath+"/workingHours",schemaPath:"#/properties/workingHours/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.closedDays !== undefined){
let data6 = data.closedDays;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data6)){
var valid3 = true;
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
const _errs15 = errors;
if(typeof data6[i1] !== "string"){
validate82.errors = [{instancePath:instancePath+"/closedDays/" + i1,schemaPath:"#/properties/closedDays/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs15 === errors;
if(!valid3){
break;
}
}
}
else {
validate82.errors = [{instancePath:instancePath+"/closedDays",schemaPath:"#/properties/closedDays/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate82.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":{"workingHours":true,"closedDays":true},"dynamicProps":false,"dynamicItems":false};


function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate81.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.workHours === undefined) && (missing0 = "workHours")){
validate81.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.workHours !== undefined){
let data0 = data.workHours;
const _errs2 = errors;
let valid1 = false;
let passing0 = null;
const _errs3 = errors;
if(!(validate82(data0, {instancePath:instancePath+"/workHours",parentData:data,parentDataProperty:"workHours",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
var props0 = {};
props0.workingHours = true;
props0.closedDays = true;
}
const _errs4 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/workHours",schemaPath:"#/properties/workHours/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs4 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err1 = {instancePath:instancePath+"/workHours",schemaPath:"#/properties/workHours/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate81.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
}
}
else {
validate81.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"props":{"workHours":true},"dynamicProps":false,"dynamicItems":false};

const answer9 = validate84;
const schema38 = {"type":"object","required":["budgets"],"properties":{"budgets":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/Service"}}}};
const schema39 = {"type":"object","required":["id","itemName","price"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"itemName":{"type":"string"},"price":{"type":"number","minimum":0}}};

function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate85.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.id === undefined) && (missing0 = "id")) || ((data.itemName === undefined) && (missing0 = "itemName"))) || ((data.price === undefined) && (missing0 = "price"))){
validate85.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate55(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
validate85.errors = [{instancePath:instancePath+"/itemName",schemaPath:"#/properties/itemName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate85.errors = [{instancePath:instancePath+"/price",schemaPath:"#/properties/price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate85.errors = [{instancePath:instancePath+"/price",schemaPath:"#/properties/price/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate85.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"props":{"id":true,"itemName":true,"price":true},"dynamicProps":false,"dynamicItems":false};


function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate84.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.budgets === undefined) && (missing0 = "budgets")){
validate84.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(validate85(data0[i0], {instancePath:instancePath+"/budgets/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate84.errors = [{instancePath:instancePath+"/budgets",schemaPath:"#/properties/budgets/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate84.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate84.errors = vErrors;
return errors === 0;
}
validate84.evaluated = {"props":{"budgets":true},"dynamicProps":false,"dynamicItems":false};

const answer10 = validate88;
const schema40 = {"type":"object","required":["managers"],"properties":{"managers":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/Member"}}}};
const schema41 = {"type":"object","required":["id","name","surname","email","phone"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"surname":{"type":"string"},"email":{"type":"string"},"phone":{"type":["string","null"]}}};

function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate89.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.surname === undefined) && (missing0 = "surname"))) || ((data.email === undefined) && (missing0 = "email"))) || ((data.phone === undefined) && (missing0 = "phone"))){
validate89.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate55(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
validate89.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate89.errors = [{instancePath:instancePath+"/surname",schemaPath:"#/properties/surname/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate89.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate89.errors = [{instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: schema41.properties.phone.type},message:"must be string,null"}];
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
validate89.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate89.errors = vErrors;
return errors === 0;
}
validate89.evaluated = {"props":{"id":true,"name":true,"surname":true,"email":true,"phone":true},"dynamicProps":false,"dynamicItems":false};


function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate88.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.managers === undefined) && (missing0 = "managers")){
validate88.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(validate89(data0[i0], {instancePath:instancePath+"/managers/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate88.errors = [{instancePath:instancePath+"/managers",schemaPath:"#/properties/managers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate88.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate88.errors = vErrors;
return errors === 0;
}
validate88.evaluated = {"props":{"managers":true},"dynamicProps":false,"dynamicItems":false};

const answer11 = validate92;
const schema42 = {"type":"object","required":["leaders"],"properties":{"leaders":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/Member"}}}};

function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate93.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.surname === undefined) && (missing0 = "surname"))) || ((data.email === undefined) && (missing0 = "email"))) || ((data.phone === undefined) && (missing0 = "phone"))){
validate93.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate55(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
validate93.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate93.errors = [{instancePath:instancePath+"/surname",schemaPath:"#/properties/surname/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate93.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate93.errors = [{instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: schema41.properties.phone.type},message:"must be string,null"}];
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
validate93.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate93.errors = vErrors;
return errors === 0;
}
validate93.evaluated = {"props":{"id":true,"name":true,"surname":true,"email":true,"phone":true},"dynamicProps":false,"dynamicItems":false};


function validate92(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate92.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.leaders === undefined) && (missing0 = "leaders")){
validate92.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(validate93(data0[i0], {instancePath:instancePath+"/leaders/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate92.errors = [{instancePath:instancePath+"/leaders",schemaPath:"#/properties/leaders/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate92.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate92.errors = vErrors;
return errors === 0;
}
validate92.evaluated = {"props":{"leaders":true},"dynamicProps":false,"dynamicItems":false};

const answer12 = validate96;
const schema44 = {"type":"object","required":["colaborators"],"properties":{"colaborators":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/Collaborator"}}}};
const schema45 = {"type":"object","required":["id","name","surname","phone","description","latitude","longitude"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"surname":{"type":"string"},"phone":{"type":"string"},"description":{"type":"string"},"latitude":{"type":"number"},"longitude":{"type":"number"}}};

function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate97.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.surname === undefined) && (missing0 = "surname"))) || ((data.phone === undefined) && (missing0 = "phone"))) || ((data.description === undefined) && (missing0 = "description"))) || ((data.latitude === undefined) && (missing0 = "latitude"))) || ((data.longitude === undefined) && (missing0 = "longitude"))){
validate97.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate55(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
validate97.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate97.errors = [{instancePath:instancePath+"/surname",schemaPath:"#/properties/surname/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate97.errors = [{instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate97.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate97.errors = [{instancePath:instancePath+"/latitude",schemaPath:"#/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate97.errors = [{instancePath:instancePath+"/longitude",schemaPath:"#/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate97.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate97.errors = vErrors;
return errors === 0;
}
validate97.evaluated = {"props":{"id":true,"name":true,"surname":true,"phone":true,"description":true,"latitude":true,"longitude":true},"dynamicProps":false,"dynamicItems":false};


function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate96.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.colaborators === undefined) && (missing0 = "colaborators")){
validate96.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(validate97(data0[i0], {instancePath:instancePath+"/colaborators/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate96.errors = [{instancePath:instancePath+"/colaborators",schemaPath:"#/properties/colaborators/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate96.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate96.errors = vErrors;
return errors === 0;
}
validate96.evaluated = {"props":{"colaborators":true},"dynamicProps":false,"dynamicItems":false};

const answer13 = validate100;
const schema46 = {"type":"object","required":["teams"],"properties":{"teams":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/Team"}}}};
const schema47 = {"type":"object","required":["id","name","leaderTeam","colaborators"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"leaderTeam":{"oneOf":[{"$ref":"https://fieldteam.dev/openapi#/$defs/PersonRef"},{"type":"null"}]},"colaborators":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/PersonRef"}}}};
const schema48 = {"type":"object","required":["id","name"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"}}};

function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate103.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))){
validate103.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate55(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
validate103.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate103.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate103.errors = vErrors;
return errors === 0;
}
validate103.evaluated = {"props":{"id":true,"name":true},"dynamicProps":false,"dynamicItems":false};


function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate101.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.leaderTeam === undefined) && (missing0 = "leaderTeam"))) || ((data.colaborators === undefined) && (missing0 = "colaborators"))){
validate101.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate55(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
validate101.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.leaderTeam !== undefined){
let data2 = data.leaderTeam;
const _errs4 = errors;
const _errs5 = errors;
let valid1 = false;
let passing0 = null;
const _errs6 = errors;
if(!(validate103(data2, {instancePath:instancePath+"/leaderTeam",parentData:data,parentDataProperty:"leaderTeam",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
var props0 = {};
props0.id = true;
props0.name = true;
}
const _errs7 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/leaderTeam",schemaPath:"#/properties/leaderTeam/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err1 = {instancePath:instancePath+"/leaderTeam",schemaPath:"#/properties/leaderTeam/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.colaborators !== undefined){
let data3 = data.colaborators;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data3)){
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(!(validate103(data3[i0], {instancePath:instancePath+"/colaborators/" + i0,parentData:data3,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
errors = vErrors.length;
}
var valid2 = _errs11 === errors;
if(!valid2){
break;
}
}
}
else {
validate101.errors = [{instancePath:instancePath+"/colaborators",schemaPath:"#/properties/colaborators/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate101.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate101.errors = vErrors;
return errors === 0;
}
validate101.evaluated = {"props":{"id":true,"name":true,"leaderTeam":true,"colaborators":true},"dynamicProps":false,"dynamicItems":false};


function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate100.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.teams === undefined) && (missing0 = "teams")){
validate100.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.teams !== undefined){
let data0 = data.teams;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate101(data0[i0], {instancePath:instancePath+"/teams/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/teams",schemaPath:"#/properties/teams/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate100.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate100.errors = vErrors;
return errors === 0;
}
validate100.evaluated = {"props":{"teams":true},"dynamicProps":false,"dynamicItems":false};

const answer14 = validate108;
const schema49 = {"type":"object","required":["users","colaborators"],"properties":{"users":{"type":"array","items":{"type":"object","required":["id","name","surname","role"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"surname":{"type":"string"},"role":{"type":"string","enum":["manager","leader"]}}}},"colaborators":{"type":"array","items":{"type":"object","required":["id","name","surname"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"surname":{"type":"string"}}}}}};

function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate109.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(typeof data === "string"){
if(func1(data) < 1){
validate109.errors = [{instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate109.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate109.errors = vErrors;
return errors === 0;
}
validate109.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate108.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.users === undefined) && (missing0 = "users")) || ((data.colaborators === undefined) && (missing0 = "colaborators"))){
validate108.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.users !== undefined){
let data0 = data.users;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((((data1.id === undefined) && (missing1 = "id")) || ((data1.name === undefined) && (missing1 = "name"))) || ((data1.surname === undefined) && (missing1 = "surname"))) || ((data1.role === undefined) && (missing1 = "role"))){
validate108.errors = [{instancePath:instancePath+"/users/" + i0,schemaPath:"#/properties/users/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.id !== undefined){
const _errs5 = errors;
if(!(validate109(data1.id, {instancePath:instancePath+"/users/" + i0+"/id",parentData:data1,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate109.errors : vErrors.concat(validate109.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.name !== undefined){
const _errs6 = errors;
if(typeof data1.name !== "string"){
validate108.errors = [{instancePath:instancePath+"/users/" + i0+"/name",schemaPath:"#/properties/users/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.surname !== undefined){
const _errs8 = errors;
if(typeof data1.surname !== "string"){
validate108.errors = [{instancePath:instancePath+"/users/" + i0+"/surname",schemaPath:"#/properties/users/items/properties/surname/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.role !== undefined){
let data5 = data1.role;
const _errs10 = errors;
if(typeof data5 !== "string"){
validate108.errors = [{instancePath:instancePath+"/users/" + i0+"/role",schemaPath:"#/properties/users/items/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data5 === "manager") || (data5 === "leader"))){
validate108.errors = [{instancePath:instancePath+"/users/" + i0+"/role",schemaPath:"#/properties/users/items/properties/role/enum",keyword:"enum",params:{allowedValues: schema49.properties.users.items.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate108.errors = [{instancePath:instancePath+"/users/" + i0,schemaPath:"#/properties/users/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate108.errors = [{instancePath:instancePath+"/users",schemaPath:"#/properties/users/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.colaborators !== undefined){
let data6 = data.colaborators;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data6)){
var valid3 = true;
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
const _errs14 = errors;
if(errors === _errs14){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing2;
if((((data7.id === undefined) && (missing2 = "id")) || ((data7.name === undefined) && (missing2 = "name"))) || ((data7.surname === undefined) && (missing2 = "surname"))){
validate108.errors = [{instancePath:instancePath+"/colaborators/" + i1,schemaPath:"#/properties/colaborators/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data7.id !== undefined){
const _errs16 = errors;
if(!(validate109(data7.id, {instancePath:instancePath+"/colaborators/" + i1+"/id",parentData:data7,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate109.errors : vErrors.concat(validate109.errors);
errors = vErrors.length;
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.name !== undefined){
const _errs17 = errors;
if(typeof data7.name !== "string"){
validate108.errors = [{instancePath:instancePath+"/colaborators/" + i1+"/name",schemaPath:"#/properties/colaborators/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.surname !== undefined){
const _errs19 = errors;
if(typeof data7.surname !== "string"){
validate108.errors = [{instancePath:instancePath+"/colaborators/" + i1+"/surname",schemaPath:"#/properties/colaborators/items/properties/surname/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate108.errors = [{instancePath:instancePath+"/colaborators/" + i1,schemaPath:"#/properties/colaborators/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs14 === errors;
if(!valid3){
break;
}
}
}
else {
validate108.errors = [{instancePath:instancePath+"/colaborators",schemaPath:"#/properties/colaborators/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate108.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate108.errors = vErrors;
return errors === 0;
}
validate108.evaluated = {"props":{"users":true,"colaborators":true},"dynamicProps":false,"dynamicItems":false};

const answer15 = validate112;
const schema51 = {"type":"object","required":["todosAndClients"],"properties":{"todosAndClients":{"type":"array","items":{"type":"object","required":["clientId","name","todos"],"properties":{"clientId":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"todos":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/ScheduleEntry"}}}}}}};

function validate113(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate113.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(typeof data === "string"){
if(func1(data) < 1){
validate113.errors = [{instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate113.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate113.errors = vErrors;
return errors === 0;
}
validate113.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema53 = {"type":"object","required":["id","date","hour","minute","meridian"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"date":{"$ref":"https://fieldteam.dev/openapi#/$defs/WireDate"},"hour":{"$ref":"https://fieldteam.dev/openapi#/$defs/Hour12"},"minute":{"$ref":"https://fieldteam.dev/openapi#/$defs/Minute"},"meridian":{"$ref":"https://fieldteam.dev/openapi#/$defs/Meridian"},"status":{"$ref":"https://fieldteam.dev/openapi#/$defs/VisitStatus"}}};
const schema54 = {"type":"string","pattern":"^\\d{2}/\\d{2}/\\d{4}$"};
const pattern9 = new RegExp("^\\d{2}/\\d{2}/\\d{4}$", "u");

function validate117(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate117.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(typeof data === "string"){
if(!pattern9.test(data)){
validate117.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^\\d{2}/\\d{2}/\\d{4}$"},message:"must match pattern \""+"^\\d{2}/\\d{2}/\\d{4}$"+"\""}];
return false;
}
}
else {
validate117.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate117.errors = vErrors;
return errors === 0;
}
validate117.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema55 = {"type":"string","pattern":"^(0[1-9]|1[0-2])$"};
const pattern10 = new RegExp("^(0[1-9]|1[0-2])$", "u");

function validate119(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate119.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(typeof data === "string"){
if(!pattern10.test(data)){
validate119.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(0[1-9]|1[0-2])$"},message:"must match pattern \""+"^(0[1-9]|1[0-2])$"+"\""}];
return false;
}
}
else {
validate119.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate119.errors = vErrors;
return errors === 0;
}
validate119.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema56 = {"type":"string","pattern":"^[0-5]\\d$"};
const pattern11 = new RegExp("^[0-5]\\d$", "u");

function validate121(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate121.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(typeof data === "string"){
if(!pattern11.test(data)){
validate121.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[0-5]\\d$"},message:"must match pattern \""+"^[0-5]\\d$"+"\""}];
return false;
}
}
else {
validate121.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate121.errors = vErrors;
return errors === 0;
}
validate121.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema57 = {"type":"string","enum":["AM","PM"]};

function validate123(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate123.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate123.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data === "AM") || (data === "PM"))){
validate123.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate123.errors = vErrors;
return errors === 0;
}
validate123.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema58 = {"type":"string","enum":["pending","started","finished","cancelled"]};

function validate125(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate125.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate125.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data === "pending") || (data === "started")) || (data === "finished")) || (data === "cancelled"))){
validate125.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema58.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate125.errors = vErrors;
return errors === 0;
}
validate125.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate115(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate115.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.date === undefined) && (missing0 = "date"))) || ((data.hour === undefined) && (missing0 = "hour"))) || ((data.minute === undefined) && (missing0 = "minute"))) || ((data.meridian === undefined) && (missing0 = "meridian"))){
validate115.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate55(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.date !== undefined){
const _errs2 = errors;
if(!(validate117(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hour !== undefined){
const _errs3 = errors;
if(!(validate119(data.hour, {instancePath:instancePath+"/hour",parentData:data,parentDataProperty:"hour",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minute !== undefined){
const _errs4 = errors;
if(!(validate121(data.minute, {instancePath:instancePath+"/minute",parentData:data,parentDataProperty:"minute",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate121.errors : vErrors.concat(validate121.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.meridian !== undefined){
const _errs5 = errors;
if(!(validate123(data.meridian, {instancePath:instancePath+"/meridian",parentData:data,parentDataProperty:"meridian",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate123.errors : vErrors.concat(validate123.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs6 = errors;
if(!(validate125(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
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
else {
validate115.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate115.errors = vErrors;
return errors === 0;
}
validate115.evaluated = {"props":{"id":true,"date":true,"hour":true,"minute":true,"meridian":true,"status":true},"dynamicProps":false,"dynamicItems":false};


function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate112.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.todosAndClients === undefined) && (missing0 = "todosAndClients")){
validate112.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.todosAndClients !== undefined){
let data0 = data.todosAndClients;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((data1.clientId === undefined) && (missing1 = "clientId")) || ((data1.name === undefined) && (missing1 = "name"))) || ((data1.todos === undefined) && (missing1 = "todos"))){
validate112.errors = [{instancePath:instancePath+"/todosAndClients/" + i0,schemaPath:"#/properties/todosAndClients/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.clientId !== undefined){
const _errs5 = errors;
if(!(validate113(data1.clientId, {instancePath:instancePath+"/todosAndClients/" + i0+"/clientId",parentData:data1,parentDataProperty:"clientId",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.name !== undefined){
const _errs6 = errors;
if(typeof data1.name !== "string"){
validate112.errors = [{instancePath:instancePath+"/todosAndClients/" + i0+"/name",schemaPath:"#/properties/todosAndClients/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.todos !== undefined){
let data4 = data1.todos;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data4)){
var valid3 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
const _errs10 = errors;
if(!(validate115(data4[i1], {instancePath:instancePath+"/todosAndClients/" + i0+"/todos/" + i1,parentData:data4,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
var valid3 = _errs10 === errors;
if(!valid3){
break;
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/todosAndClients/" + i0+"/todos",schemaPath:"#/properties/todosAndClients/items/properties/todos/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/todosAndClients/" + i0,schemaPath:"#/properties/todosAndClients/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/todosAndClients",schemaPath:"#/properties/todosAndClients/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate112.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate112.errors = vErrors;
return errors === 0;
}
validate112.evaluated = {"props":{"todosAndClients":true},"dynamicProps":false,"dynamicItems":false};

const answer16 = validate128;
const schema59 = {"type":"object","required":["clients"],"properties":{"clients":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/Client"}}}};
const schema60 = {"type":"object","required":["id","name","surname","phone","email","docId","birthday","latitude","longitude","team","serviceTime","createdById","createdAt"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"surname":{"type":"string"},"phone":{"type":"string"},"email":{"type":"string"},"docId":{"type":["string","null"]},"birthday":{"oneOf":[{"$ref":"https://fieldteam.dev/openapi#/$defs/WireDate"},{"type":"null"}]},"description":{"type":"string"},"addressDescription":{"type":"string"},"latitude":{"type":"number"},"longitude":{"type":"number"},"team":{"oneOf":[{"$ref":"https://fieldteam.dev/openapi#/$defs/TeamInfo"},{"type":"null"}]},"serviceTime":{"$ref":"https://fieldteam.dev/openapi#/$defs/NullableDuration"},"createdById":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"createdAt":{"$ref":"https://fieldteam.dev/openapi#/$defs/Instant"}}};
const schema61 = {"type":"object","required":["id","name","leaderTeam","colaborators"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"leaderTeam":{"oneOf":[{"$ref":"https://fieldteam.dev/openapi#/$defs/PersonRef"},{"type":"null"}]},"colaborators":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/PersonRef"}}}};

function validate132(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate132.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.leaderTeam === undefined) && (missing0 = "leaderTeam"))) || ((data.colaborators === undefined) && (missing0 = "colaborators"))){
validate132.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate55(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
validate132.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.leaderTeam !== undefined){
let data2 = data.leaderTeam;
const _errs4 = errors;
const _errs5 = errors;
let valid1 = false;
let passing0 = null;
const _errs6 = errors;
if(!(validate103(data2, {instancePath:instancePath+"/leaderTeam",parentData:data,parentDataProperty:"leaderTeam",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
var props0 = {};
props0.id = true;
props0.name = true;
}
const _errs7 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/leaderTeam",schemaPath:"#/properties/leaderTeam/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err1 = {instancePath:instancePath+"/leaderTeam",schemaPath:"#/properties/leaderTeam/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate132.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.colaborators !== undefined){
let data3 = data.colaborators;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data3)){
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(!(validate103(data3[i0], {instancePath:instancePath+"/colaborators/" + i0,parentData:data3,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
errors = vErrors.length;
}
var valid2 = _errs11 === errors;
if(!valid2){
break;
}
}
}
else {
validate132.errors = [{instancePath:instancePath+"/colaborators",schemaPath:"#/properties/colaborators/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate132.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate132.errors = vErrors;
return errors === 0;
}
validate132.evaluated = {"props":{"id":true,"name":true,"leaderTeam":true,"colaborators":true},"dynamicProps":false,"dynamicItems":false};

const schema62 = {"oneOf":[{"type":"string","pattern":"^([01]\\d|2[0-3]):[0-5]\\d$"},{"type":"null"}]};
const pattern12 = new RegExp("^([01]\\d|2[0-3]):[0-5]\\d$", "u");

function validate137(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate137.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data === "string"){
if(!pattern12.test(data)){
const err0 = {instancePath,schemaPath:"#/oneOf/0/pattern",keyword:"pattern",params:{pattern: "^([01]\\d|2[0-3]):[0-5]\\d$"},message:"must match pattern \""+"^([01]\\d|2[0-3]):[0-5]\\d$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(data !== null){
const err2 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate137.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate137.errors = vErrors;
return errors === 0;
}
validate137.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema63 = {"type":"string","format":"date-time"};
const formats0 = runtime1.fullFormats["date-time"];

function validate140(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate140.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(errors === 0){
if(typeof data === "string"){
if(!(formats0.validate(data))){
validate140.errors = [{instancePath,schemaPath:"#/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate140.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
validate140.errors = vErrors;
return errors === 0;
}
validate140.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate129(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate129.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.surname === undefined) && (missing0 = "surname"))) || ((data.phone === undefined) && (missing0 = "phone"))) || ((data.email === undefined) && (missing0 = "email"))) || ((data.docId === undefined) && (missing0 = "docId"))) || ((data.birthday === undefined) && (missing0 = "birthday"))) || ((data.latitude === undefined) && (missing0 = "latitude"))) || ((data.longitude === undefined) && (missing0 = "longitude"))) || ((data.team === undefined) && (missing0 = "team"))) || ((data.serviceTime === undefined) && (missing0 = "serviceTime"))) || ((data.createdById === undefined) && (missing0 = "createdById"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))){
validate129.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate55(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
validate129.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate129.errors = [{instancePath:instancePath+"/surname",schemaPath:"#/properties/surname/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate129.errors = [{instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate129.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.docId !== undefined){
let data5 = data.docId;
const _errs10 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate129.errors = [{instancePath:instancePath+"/docId",schemaPath:"#/properties/docId/type",keyword:"type",params:{type: schema60.properties.docId.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.birthday !== undefined){
let data6 = data.birthday;
const _errs12 = errors;
const _errs13 = errors;
let valid1 = false;
let passing0 = null;
const _errs14 = errors;
if(!(validate117(data6, {instancePath:instancePath+"/birthday",parentData:data,parentDataProperty:"birthday",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
var _valid0 = _errs14 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs15 = errors;
if(data6 !== null){
const err0 = {instancePath:instancePath+"/birthday",schemaPath:"#/properties/birthday/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err1 = {instancePath:instancePath+"/birthday",schemaPath:"#/properties/birthday/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate129.errors = vErrors;
return false;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs17 = errors;
if(typeof data.description !== "string"){
validate129.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.addressDescription !== undefined){
const _errs19 = errors;
if(typeof data.addressDescription !== "string"){
validate129.errors = [{instancePath:instancePath+"/addressDescription",schemaPath:"#/properties/addressDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.latitude !== undefined){
let data9 = data.latitude;
const _errs21 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
validate129.errors = [{instancePath:instancePath+"/latitude",schemaPath:"#/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.longitude !== undefined){
let data10 = data.longitude;
const _errs23 = errors;
if(!((typeof data10 == "number") && (isFinite(data10)))){
validate129.errors = [{instancePath:instancePath+"/longitude",schemaPath:"#/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.team !== undefined){
let data11 = data.team;
const _errs25 = errors;
const _errs26 = errors;
let valid2 = false;
let passing1 = null;
const _errs27 = errors;
if(!(validate132(data11, {instancePath:instancePath+"/team",parentData:data,parentDataProperty:"team",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
var _valid1 = _errs27 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
var props0 = {};
props0.id = true;
props0.name = true;
props0.leaderTeam = true;
props0.colaborators = true;
}
const _errs28 = errors;
if(data11 !== null){
const err2 = {instancePath:instancePath+"/team",schemaPath:"#/properties/team/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs28 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
}
if(!valid2){
const err3 = {instancePath:instancePath+"/team",schemaPath:"#/properties/team/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate129.errors = vErrors;
return false;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serviceTime !== undefined){
const _errs30 = errors;
if(!(validate137(data.serviceTime, {instancePath:instancePath+"/serviceTime",parentData:data,parentDataProperty:"serviceTime",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdById !== undefined){
const _errs31 = errors;
if(!(validate55(data.createdById, {instancePath:instancePath+"/createdById",parentData:data,parentDataProperty:"createdById",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs32 = errors;
if(!(validate140(data.createdAt, {instancePath:instancePath+"/createdAt",parentData:data,parentDataProperty:"createdAt",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate140.errors : vErrors.concat(validate140.errors);
errors = vErrors.length;
}
var valid0 = _errs32 === errors;
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
validate129.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate129.errors = vErrors;
return errors === 0;
}
validate129.evaluated = {"props":{"id":true,"name":true,"surname":true,"phone":true,"email":true,"docId":true,"birthday":true,"description":true,"addressDescription":true,"latitude":true,"longitude":true,"team":true,"serviceTime":true,"createdById":true,"createdAt":true},"dynamicProps":false,"dynamicItems":false};


function validate128(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate128.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.clients === undefined) && (missing0 = "clients")){
validate128.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.clients !== undefined){
let data0 = data.clients;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate129(data0[i0], {instancePath:instancePath+"/clients/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate128.errors = [{instancePath:instancePath+"/clients",schemaPath:"#/properties/clients/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate128.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate128.errors = vErrors;
return errors === 0;
}
validate128.evaluated = {"props":{"clients":true},"dynamicProps":false,"dynamicItems":false};

const answer17 = validate143;
const schema64 = {"type":"object","required":["teamTodos"],"properties":{"teamTodos":{"type":"array","items":{"type":"object","required":["client","schedule"],"properties":{"client":{"type":"object","required":["id","name","estimative"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"estimative":{"$ref":"https://fieldteam.dev/openapi#/$defs/NullableDuration"}}},"schedule":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/ScheduleEntry"}}}}}}};

function validate144(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate144.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(typeof data === "string"){
if(func1(data) < 1){
validate144.errors = [{instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate144.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate144.errors = vErrors;
return errors === 0;
}
validate144.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate146(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate146.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data === "string"){
if(!pattern12.test(data)){
const err0 = {instancePath,schemaPath:"#/oneOf/0/pattern",keyword:"pattern",params:{pattern: "^([01]\\d|2[0-3]):[0-5]\\d$"},message:"must match pattern \""+"^([01]\\d|2[0-3]):[0-5]\\d$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(data !== null){
const err2 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate146.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate146.errors = vErrors;
return errors === 0;
}
validate146.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate148(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate148.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.date === undefined) && (missing0 = "date"))) || ((data.hour === undefined) && (missing0 = "hour"))) || ((data.minute === undefined) && (missing0 = "minute"))) || ((data.meridian === undefined) && (missing0 = "meridian"))){
validate148.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate55(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.date !== undefined){
const _errs2 = errors;
if(!(validate117(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hour !== undefined){
const _errs3 = errors;
if(!(validate119(data.hour, {instancePath:instancePath+"/hour",parentData:data,parentDataProperty:"hour",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minute !== undefined){
const _errs4 = errors;
if(!(validate121(data.minute, {instancePath:instancePath+"/minute",parentData:data,parentDataProperty:"minute",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate121.errors : vErrors.concat(validate121.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.meridian !== undefined){
const _errs5 = errors;
if(!(validate123(data.meridian, {instancePath:instancePath+"/meridian",parentData:data,parentDataProperty:"meridian",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate123.errors : vErrors.concat(validate123.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs6 = errors;
if(!(validate125(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
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
else {
validate148.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate148.errors = vErrors;
return errors === 0;
}
validate148.evaluated = {"props":{"id":true,"date":true,"hour":true,"minute":true,"meridian":true,"status":true},"dynamicProps":false,"dynamicItems":false};


function validate143(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate143.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.teamTodos === undefined) && (missing0 = "teamTodos")){
validate143.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.teamTodos !== undefined){
let data0 = data.teamTodos;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.client === undefined) && (missing1 = "client")) || ((data1.schedule === undefined) && (missing1 = "schedule"))){
validate143.errors = [{instancePath:instancePath+"/teamTodos/" + i0,schemaPath:"#/properties/teamTodos/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.client !== undefined){
let data2 = data1.client;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing2;
if((((data2.id === undefined) && (missing2 = "id")) || ((data2.name === undefined) && (missing2 = "name"))) || ((data2.estimative === undefined) && (missing2 = "estimative"))){
validate143.errors = [{instancePath:instancePath+"/teamTodos/" + i0+"/client",schemaPath:"#/properties/teamTodos/items/properties/client/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data2.id !== undefined){
const _errs7 = errors;
if(!(validate144(data2.id, {instancePath:instancePath+"/teamTodos/" + i0+"/client/id",parentData:data2,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate144.errors : vErrors.concat(validate144.errors);
errors = vErrors.length;
}
var valid3 = _errs7 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.name !== undefined){
const _errs8 = errors;
if(typeof data2.name !== "string"){
validate143.errors = [{instancePath:instancePath+"/teamTodos/" + i0+"/client/name",schemaPath:"#/properties/teamTodos/items/properties/client/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.estimative !== undefined){
const _errs10 = errors;
if(!(validate146(data2.estimative, {instancePath:instancePath+"/teamTodos/" + i0+"/client/estimative",parentData:data2,parentDataProperty:"estimative",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate146.errors : vErrors.concat(validate146.errors);
errors = vErrors.length;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate143.errors = [{instancePath:instancePath+"/teamTodos/" + i0+"/client",schemaPath:"#/properties/teamTodos/items/properties/client/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.schedule !== undefined){
let data6 = data1.schedule;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data6)){
var valid4 = true;
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
const _errs13 = errors;
if(!(validate148(data6[i1], {instancePath:instancePath+"/teamTodos/" + i0+"/schedule/" + i1,parentData:data6,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate148.errors : vErrors.concat(validate148.errors);
errors = vErrors.length;
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
validate143.errors = [{instancePath:instancePath+"/teamTodos/" + i0+"/schedule",schemaPath:"#/properties/teamTodos/items/properties/schedule/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate143.errors = [{instancePath:instancePath+"/teamTodos/" + i0,schemaPath:"#/properties/teamTodos/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate143.errors = [{instancePath:instancePath+"/teamTodos",schemaPath:"#/properties/teamTodos/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate143.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate143.errors = vErrors;
return errors === 0;
}
validate143.evaluated = {"props":{"teamTodos":true},"dynamicProps":false,"dynamicItems":false};

const answer18 = validate156;
const schema68 = {"type":"object","required":["services","calendar"],"properties":{"services":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/AttachedService"}},"discount":{"$ref":"https://fieldteam.dev/openapi#/$defs/Discount"},"calendar":{"type":"object","required":["schedule","period"],"properties":{"schedule":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/ScheduleEntry"}},"period":{"$ref":"https://fieldteam.dev/openapi#/$defs/NullableRecurrence"}}}}};
const schema69 = {"type":"object","required":["id","name","value","serviceId"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"value":{"type":"number"},"serviceId":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"}}};

function validate157(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate157.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.value === undefined) && (missing0 = "value"))) || ((data.serviceId === undefined) && (missing0 = "serviceId"))){
validate157.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate55(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
validate157.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
let data2 = data.value;
const _errs4 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate157.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serviceId !== undefined){
const _errs6 = errors;
if(!(validate55(data.serviceId, {instancePath:instancePath+"/serviceId",parentData:data,parentDataProperty:"serviceId",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate157.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate157.errors = vErrors;
return errors === 0;
}
validate157.evaluated = {"props":{"id":true,"name":true,"value":true,"serviceId":true},"dynamicProps":false,"dynamicItems":false};

const schema70 = {"type":"number","minimum":0,"maximum":100};

function validate161(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate161.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if((typeof data == "number") && (isFinite(data))){
if(data > 100 || isNaN(data)){
validate161.errors = [{instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data < 0 || isNaN(data)){
validate161.errors = [{instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate161.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
validate161.errors = vErrors;
return errors === 0;
}
validate161.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate163(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate163.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.date === undefined) && (missing0 = "date"))) || ((data.hour === undefined) && (missing0 = "hour"))) || ((data.minute === undefined) && (missing0 = "minute"))) || ((data.meridian === undefined) && (missing0 = "meridian"))){
validate163.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate55(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.date !== undefined){
const _errs2 = errors;
if(!(validate117(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hour !== undefined){
const _errs3 = errors;
if(!(validate119(data.hour, {instancePath:instancePath+"/hour",parentData:data,parentDataProperty:"hour",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minute !== undefined){
const _errs4 = errors;
if(!(validate121(data.minute, {instancePath:instancePath+"/minute",parentData:data,parentDataProperty:"minute",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate121.errors : vErrors.concat(validate121.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.meridian !== undefined){
const _errs5 = errors;
if(!(validate123(data.meridian, {instancePath:instancePath+"/meridian",parentData:data,parentDataProperty:"meridian",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate123.errors : vErrors.concat(validate123.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs6 = errors;
if(!(validate125(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
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
else {
validate163.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate163.errors = vErrors;
return errors === 0;
}
validate163.evaluated = {"props":{"id":true,"date":true,"hour":true,"minute":true,"meridian":true,"status":true},"dynamicProps":false,"dynamicItems":false};

const schema72 = {"oneOf":[{"$ref":"https://fieldteam.dev/openapi#/$defs/Recurrence"},{"type":"null"}]};
const schema73 = {"type":"string","enum":["daily","weekly","biweekly","monthly","period","unit"]};

function validate172(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate172.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate172.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data === "daily") || (data === "weekly")) || (data === "biweekly")) || (data === "monthly")) || (data === "period")) || (data === "unit"))){
validate172.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema73.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate172.errors = vErrors;
return errors === 0;
}
validate172.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate171(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate171.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate172(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate172.errors : vErrors.concat(validate172.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate171.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate171.errors = vErrors;
return errors === 0;
}
validate171.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate156(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate156.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.services === undefined) && (missing0 = "services")) || ((data.calendar === undefined) && (missing0 = "calendar"))){
validate156.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.services !== undefined){
let data0 = data.services;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate157(data0[i0], {instancePath:instancePath+"/services/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate157.errors : vErrors.concat(validate157.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate156.errors = [{instancePath:instancePath+"/services",schemaPath:"#/properties/services/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.discount !== undefined){
const _errs4 = errors;
if(!(validate161(data.discount, {instancePath:instancePath+"/discount",parentData:data,parentDataProperty:"discount",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.calendar !== undefined){
let data3 = data.calendar;
const _errs5 = errors;
if(errors === _errs5){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if(((data3.schedule === undefined) && (missing1 = "schedule")) || ((data3.period === undefined) && (missing1 = "period"))){
validate156.errors = [{instancePath:instancePath+"/calendar",schemaPath:"#/properties/calendar/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data3.schedule !== undefined){
let data4 = data3.schedule;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data4)){
var valid3 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
const _errs9 = errors;
if(!(validate163(data4[i1], {instancePath:instancePath+"/calendar/schedule/" + i1,parentData:data4,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
if(!valid3){
break;
}
}
}
else {
validate156.errors = [{instancePath:instancePath+"/calendar/schedule",schemaPath:"#/properties/calendar/properties/schedule/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.period !== undefined){
const _errs10 = errors;
if(!(validate171(data3.period, {instancePath:instancePath+"/calendar/period",parentData:data3,parentDataProperty:"period",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate156.errors = [{instancePath:instancePath+"/calendar",schemaPath:"#/properties/calendar/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate156.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate156.errors = vErrors;
return errors === 0;
}
validate156.evaluated = {"props":{"services":true,"discount":true,"calendar":true},"dynamicProps":false,"dynamicItems":false};

const answer19 = validate175;
const schema74 = {"type":"object","required":["calendar"],"properties":{"calendar":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/CalendarRecord"}}}};
const schema75 = {"type":"object","required":["clientInfo","teamInfo","period","status","schedule"],"properties":{"clientInfo":{"$ref":"https://fieldteam.dev/openapi#/$defs/ClientContact"},"teamInfo":{"oneOf":[{"$ref":"https://fieldteam.dev/openapi#/$defs/TeamInfo"},{"type":"null"}]},"period":{"$ref":"https://fieldteam.dev/openapi#/$defs/NullableRecurrence"},"status":{"type":"string","enum":["waiting","in progress","finished"]},"schedule":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/ScheduleEntry"}}}};
const schema76 = {"type":"object","required":["id","name","phone","email","description","latitude","longitude"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"phone":{"type":"string"},"email":{"type":"string"},"description":{"type":"string"},"latitude":{"type":"number"},"longitude":{"type":"number"}}};

function validate177(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate177.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.phone === undefined) && (missing0 = "phone"))) || ((data.email === undefined) && (missing0 = "email"))) || ((data.description === undefined) && (missing0 = "description"))) || ((data.latitude === undefined) && (missing0 = "latitude"))) || ((data.longitude === undefined) && (missing0 = "longitude"))){
validate177.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate55(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
validate177.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phone !== undefined){
const _errs4 = errors;
if(typeof data.phone !== "string"){
validate177.errors = [{instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate177.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate177.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate177.errors = [{instancePath:instancePath+"/latitude",schemaPath:"#/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate177.errors = [{instancePath:instancePath+"/longitude",schemaPath:"#/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate177.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate177.errors = vErrors;
return errors === 0;
}
validate177.evaluated = {"props":{"id":true,"name":true,"phone":true,"email":true,"description":true,"latitude":true,"longitude":true},"dynamicProps":false,"dynamicItems":false};


function validate181(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate181.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate172(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate172.errors : vErrors.concat(validate172.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate181.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate181.errors = vErrors;
return errors === 0;
}
validate181.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate184(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate184.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.date === undefined) && (missing0 = "date"))) || ((data.hour === undefined) && (missing0 = "hour"))) || ((data.minute === undefined) && (missing0 = "minute"))) || ((data.meridian === undefined) && (missing0 = "meridian"))){
validate184.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate55(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.date !== undefined){
const _errs2 = errors;
if(!(validate117(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hour !== undefined){
const _errs3 = errors;
if(!(validate119(data.hour, {instancePath:instancePath+"/hour",parentData:data,parentDataProperty:"hour",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minute !== undefined){
const _errs4 = errors;
if(!(validate121(data.minute, {instancePath:instancePath+"/minute",parentData:data,parentDataProperty:"minute",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate121.errors : vErrors.concat(validate121.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.meridian !== undefined){
const _errs5 = errors;
if(!(validate123(data.meridian, {instancePath:instancePath+"/meridian",parentData:data,parentDataProperty:"meridian",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate123.errors : vErrors.concat(validate123.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs6 = errors;
if(!(validate125(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
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
else {
validate184.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate184.errors = vErrors;
return errors === 0;
}
validate184.evaluated = {"props":{"id":true,"date":true,"hour":true,"minute":true,"meridian":true,"status":true},"dynamicProps":false,"dynamicItems":false};


function validate176(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate176.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.clientInfo === undefined) && (missing0 = "clientInfo")) || ((data.teamInfo === undefined) && (missing0 = "teamInfo"))) || ((data.period === undefined) && (missing0 = "period"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.schedule === undefined) && (missing0 = "schedule"))){
validate176.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.clientInfo !== undefined){
const _errs1 = errors;
if(!(validate177(data.clientInfo, {instancePath:instancePath+"/clientInfo",parentData:data,parentDataProperty:"clientInfo",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate177.errors : vErrors.concat(validate177.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.teamInfo !== undefined){
let data1 = data.teamInfo;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
let passing0 = null;
const _errs4 = errors;
if(!(validate132(data1, {instancePath:instancePath+"/teamInfo",parentData:data,parentDataProperty:"teamInfo",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
var props0 = {};
props0.id = true;
props0.name = true;
props0.leaderTeam = true;
props0.colaborators = true;
}
const _errs5 = errors;
if(data1 !== null){
const err0 = {instancePath:instancePath+"/teamInfo",schemaPath:"#/properties/teamInfo/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs5 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err1 = {instancePath:instancePath+"/teamInfo",schemaPath:"#/properties/teamInfo/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate176.errors = vErrors;
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.period !== undefined){
const _errs7 = errors;
if(!(validate181(data.period, {instancePath:instancePath+"/period",parentData:data,parentDataProperty:"period",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate181.errors : vErrors.concat(validate181.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data3 = data.status;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate176.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data3 === "waiting") || (data3 === "in progress")) || (data3 === "finished"))){
validate176.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema75.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schedule !== undefined){
let data4 = data.schedule;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data4)){
var valid2 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs12 = errors;
if(!(validate184(data4[i0], {instancePath:instancePath+"/schedule/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate184.errors : vErrors.concat(validate184.errors);
errors = vErrors.length;
}
var valid2 = _errs12 === errors;
if(!valid2){
break;
}
}
}
else {
validate176.errors = [{instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs10 === errors;
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
validate176.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate176.errors = vErrors;
return errors === 0;
}
validate176.evaluated = {"props":{"clientInfo":true,"teamInfo":true,"period":true,"status":true,"schedule":true},"dynamicProps":false,"dynamicItems":false};


function validate175(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate175.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.calendar === undefined) && (missing0 = "calendar")){
validate175.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.calendar !== undefined){
let data0 = data.calendar;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate176(data0[i0], {instancePath:instancePath+"/calendar/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate176.errors : vErrors.concat(validate176.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate175.errors = [{instancePath:instancePath+"/calendar",schemaPath:"#/properties/calendar/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate175.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate175.errors = vErrors;
return errors === 0;
}
validate175.evaluated = {"props":{"calendar":true},"dynamicProps":false,"dynamicItems":false};

const answer20 = validate193;
const schema79 = {"type":"object","required":["combinedData"],"properties":{"combinedData":{"type":"array","items":{"type":"object","required":["client","services","reports"],"properties":{"client":{"$ref":"https://fieldteam.dev/openapi#/$defs/ClientContact"},"services":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/AttachedService"}},"discount":{"$ref":"https://fieldteam.dev/openapi#/$defs/Discount"},"reports":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/TaskReport"}}}}}}};

function validate194(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate194.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.phone === undefined) && (missing0 = "phone"))) || ((data.email === undefined) && (missing0 = "email"))) || ((data.description === undefined) && (missing0 = "description"))) || ((data.latitude === undefined) && (missing0 = "latitude"))) || ((data.longitude === undefined) && (missing0 = "longitude"))){
validate194.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate55(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
validate194.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phone !== undefined){
const _errs4 = errors;
if(typeof data.phone !== "string"){
validate194.errors = [{instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate194.errors = [{instancePath:instancePath+"/latitude",schemaPath:"#/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate194.errors = [{instancePath:instancePath+"/longitude",schemaPath:"#/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate194.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate194.errors = vErrors;
return errors === 0;
}
validate194.evaluated = {"props":{"id":true,"name":true,"phone":true,"email":true,"description":true,"latitude":true,"longitude":true},"dynamicProps":false,"dynamicItems":false};


function validate197(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate197.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.value === undefined) && (missing0 = "value"))) || ((data.serviceId === undefined) && (missing0 = "serviceId"))){
validate197.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate55(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
validate197.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
let data2 = data.value;
const _errs4 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate197.errors = [{instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serviceId !== undefined){
const _errs6 = errors;
if(!(validate55(data.serviceId, {instancePath:instancePath+"/serviceId",parentData:data,parentDataProperty:"serviceId",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate197.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate197.errors = vErrors;
return errors === 0;
}
validate197.evaluated = {"props":{"id":true,"name":true,"value":true,"serviceId":true},"dynamicProps":false,"dynamicItems":false};


function validate201(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate201.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if((typeof data == "number") && (isFinite(data))){
if(data > 100 || isNaN(data)){
validate201.errors = [{instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data < 0 || isNaN(data)){
validate201.errors = [{instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate201.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
validate201.errors = vErrors;
return errors === 0;
}
validate201.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema83 = {"type":"object","required":["startedTime","finishedTime","colaborator_name","observation","todoId","todoIdReference"],"properties":{"visitDate":{"type":["string","null"]},"startedTime":{"$ref":"https://fieldteam.dev/openapi#/$defs/NullableInstant"},"finishedTime":{"$ref":"https://fieldteam.dev/openapi#/$defs/NullableInstant"},"colaborator_name":{"type":["string","null"]},"observation":{"type":"string","maxLength":250},"todoId":{"type":["string","null"]},"todoIdReference":{"type":["string","null"]}}};
const schema84 = {"oneOf":[{"$ref":"https://fieldteam.dev/openapi#/$defs/Instant"},{"type":"null"}]};

function validate204(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate204.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate140(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate140.errors : vErrors.concat(validate140.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate204.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate204.errors = vErrors;
return errors === 0;
}
validate204.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate203(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate203.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.startedTime === undefined) && (missing0 = "startedTime")) || ((data.finishedTime === undefined) && (missing0 = "finishedTime"))) || ((data.colaborator_name === undefined) && (missing0 = "colaborator_name"))) || ((data.observation === undefined) && (missing0 = "observation"))) || ((data.todoId === undefined) && (missing0 = "todoId"))) || ((data.todoIdReference === undefined) && (missing0 = "todoIdReference"))){
validate203.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.visitDate !== undefined){
let data0 = data.visitDate;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate203.errors = [{instancePath:instancePath+"/visitDate",schemaPath:"#/properties/visitDate/type",keyword:"type",params:{type: schema83.properties.visitDate.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startedTime !== undefined){
const _errs3 = errors;
if(!(validate204(data.startedTime, {instancePath:instancePath+"/startedTime",parentData:data,parentDataProperty:"startedTime",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate204.errors : vErrors.concat(validate204.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.finishedTime !== undefined){
const _errs4 = errors;
if(!(validate204(data.finishedTime, {instancePath:instancePath+"/finishedTime",parentData:data,parentDataProperty:"finishedTime",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate204.errors : vErrors.concat(validate204.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.colaborator_name !== undefined){
let data3 = data.colaborator_name;
const _errs5 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate203.errors = [{instancePath:instancePath+"/colaborator_name",schemaPath:"#/properties/colaborator_name/type",keyword:"type",params:{type: schema83.properties.colaborator_name.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.observation !== undefined){
let data4 = data.observation;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data4 === "string"){
if(func1(data4) > 250){
validate203.errors = [{instancePath:instancePath+"/observation",schemaPath:"#/properties/observation/maxLength",keyword:"maxLength",params:{limit: 250},message:"must NOT have more than 250 characters"}];
return false;
}
}
else {
validate203.errors = [{instancePath:instancePath+"/observation",schemaPath:"#/properties/observation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.todoId !== undefined){
let data5 = data.todoId;
const _errs9 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate203.errors = [{instancePath:instancePath+"/todoId",schemaPath:"#/properties/todoId/type",keyword:"type",params:{type: schema83.properties.todoId.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.todoIdReference !== undefined){
let data6 = data.todoIdReference;
const _errs11 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate203.errors = [{instancePath:instancePath+"/todoIdReference",schemaPath:"#/properties/todoIdReference/type",keyword:"type",params:{type: schema83.properties.todoIdReference.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs11 === errors;
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
validate203.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate203.errors = vErrors;
return errors === 0;
}
validate203.evaluated = {"props":{"visitDate":true,"startedTime":true,"finishedTime":true,"colaborator_name":true,"observation":true,"todoId":true,"todoIdReference":true},"dynamicProps":false,"dynamicItems":false};


function validate193(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate193.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.combinedData === undefined) && (missing0 = "combinedData")){
validate193.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.combinedData !== undefined){
let data0 = data.combinedData;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((data1.client === undefined) && (missing1 = "client")) || ((data1.services === undefined) && (missing1 = "services"))) || ((data1.reports === undefined) && (missing1 = "reports"))){
validate193.errors = [{instancePath:instancePath+"/combinedData/" + i0,schemaPath:"#/properties/combinedData/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.client !== undefined){
const _errs5 = errors;
if(!(validate194(data1.client, {instancePath:instancePath+"/combinedData/" + i0+"/client",parentData:data1,parentDataProperty:"client",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate194.errors : vErrors.concat(validate194.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.services !== undefined){
let data3 = data1.services;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid3 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
const _errs8 = errors;
if(!(validate197(data3[i1], {instancePath:instancePath+"/combinedData/" + i0+"/services/" + i1,parentData:data3,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate197.errors : vErrors.concat(validate197.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
if(!valid3){
break;
}
}
}
else {
validate193.errors = [{instancePath:instancePath+"/combinedData/" + i0+"/services",schemaPath:"#/properties/combinedData/items/properties/services/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.discount !== undefined){
const _errs9 = errors;
if(!(validate201(data1.discount, {instancePath:instancePath+"/combinedData/" + i0+"/discount",parentData:data1,parentDataProperty:"discount",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate201.errors : vErrors.concat(validate201.errors);
errors = vErrors.length;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.reports !== undefined){
let data6 = data1.reports;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data6)){
var valid4 = true;
const len2 = data6.length;
for(let i2=0; i2<len2; i2++){
const _errs12 = errors;
if(!(validate203(data6[i2], {instancePath:instancePath+"/combinedData/" + i0+"/reports/" + i2,parentData:data6,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate203.errors : vErrors.concat(validate203.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
if(!valid4){
break;
}
}
}
else {
validate193.errors = [{instancePath:instancePath+"/combinedData/" + i0+"/reports",schemaPath:"#/properties/combinedData/items/properties/reports/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate193.errors = [{instancePath:instancePath+"/combinedData/" + i0,schemaPath:"#/properties/combinedData/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate193.errors = [{instancePath:instancePath+"/combinedData",schemaPath:"#/properties/combinedData/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate193.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate193.errors = vErrors;
return errors === 0;
}
validate193.evaluated = {"props":{"combinedData":true},"dynamicProps":false,"dynamicItems":false};

const answer21 = validate209;
const schema85 = {"type":"object","required":["clientsWithTodos"],"properties":{"clientsWithTodos":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/RoadClient"}}}};
const schema86 = {"type":"object","required":["clientId","name","phone","email","description","services","todos","latitude","longitude"],"properties":{"discount":{"$ref":"https://fieldteam.dev/openapi#/$defs/Discount"},"clientId":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"phone":{"type":"string"},"email":{"type":"string"},"description":{"type":"string"},"services":{"type":"array","items":{"type":"object","required":["serviceId","serviceName","serviceValue"],"properties":{"serviceId":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"serviceName":{"type":"string"},"serviceValue":{"type":"number"}}}},"todos":{"type":"array","minItems":1,"items":{"type":"object","required":["todoId"],"properties":{"todoId":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"date":{"$ref":"https://fieldteam.dev/openapi#/$defs/WireDate"},"hour":{"$ref":"https://fieldteam.dev/openapi#/$defs/Hour12"},"minute":{"$ref":"https://fieldteam.dev/openapi#/$defs/Minute"},"meridian":{"$ref":"https://fieldteam.dev/openapi#/$defs/Meridian"}}}},"latitude":{"type":"number"},"longitude":{"type":"number"}}};

function validate211(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate211.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if((typeof data == "number") && (isFinite(data))){
if(data > 100 || isNaN(data)){
validate211.errors = [{instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data < 0 || isNaN(data)){
validate211.errors = [{instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate211.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
validate211.errors = vErrors;
return errors === 0;
}
validate211.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate210(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate210.evaluated;
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
validate210.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.discount !== undefined){
const _errs1 = errors;
if(!(validate211(data.discount, {instancePath:instancePath+"/discount",parentData:data,parentDataProperty:"discount",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate211.errors : vErrors.concat(validate211.errors);
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
if(!(validate55(data.clientId, {instancePath:instancePath+"/clientId",parentData:data,parentDataProperty:"clientId",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
validate210.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate210.errors = [{instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate210.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate210.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate210.errors = [{instancePath:instancePath+"/services/" + i0,schemaPath:"#/properties/services/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data7.serviceId !== undefined){
const _errs15 = errors;
if(!(validate55(data7.serviceId, {instancePath:instancePath+"/services/" + i0+"/serviceId",parentData:data7,parentDataProperty:"serviceId",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
validate210.errors = [{instancePath:instancePath+"/services/" + i0+"/serviceName",schemaPath:"#/properties/services/items/properties/serviceName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate210.errors = [{instancePath:instancePath+"/services/" + i0+"/serviceValue",schemaPath:"#/properties/services/items/properties/serviceValue/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate210.errors = [{instancePath:instancePath+"/services/" + i0,schemaPath:"#/properties/services/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate210.errors = [{instancePath:instancePath+"/services",schemaPath:"#/properties/services/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate210.errors = [{instancePath:instancePath+"/todos",schemaPath:"#/properties/todos/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
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
validate210.errors = [{instancePath:instancePath+"/todos/" + i1,schemaPath:"#/properties/todos/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data12.todoId !== undefined){
const _errs24 = errors;
if(!(validate55(data12.todoId, {instancePath:instancePath+"/todos/" + i1+"/todoId",parentData:data12,parentDataProperty:"todoId",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
if(!(validate117(data12.date, {instancePath:instancePath+"/todos/" + i1+"/date",parentData:data12,parentDataProperty:"date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
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
if(!(validate119(data12.hour, {instancePath:instancePath+"/todos/" + i1+"/hour",parentData:data12,parentDataProperty:"hour",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
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
if(!(validate121(data12.minute, {instancePath:instancePath+"/todos/" + i1+"/minute",parentData:data12,parentDataProperty:"minute",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate121.errors : vErrors.concat(validate121.errors);
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
if(!(validate123(data12.meridian, {instancePath:instancePath+"/todos/" + i1+"/meridian",parentData:data12,parentDataProperty:"meridian",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate123.errors : vErrors.concat(validate123.errors);
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
validate210.errors = [{instancePath:instancePath+"/todos/" + i1,schemaPath:"#/properties/todos/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate210.errors = [{instancePath:instancePath+"/todos",schemaPath:"#/properties/todos/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate210.errors = [{instancePath:instancePath+"/latitude",schemaPath:"#/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate210.errors = [{instancePath:instancePath+"/longitude",schemaPath:"#/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate210.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate210.errors = vErrors;
return errors === 0;
}
validate210.evaluated = {"props":{"discount":true,"clientId":true,"name":true,"phone":true,"email":true,"description":true,"services":true,"todos":true,"latitude":true,"longitude":true},"dynamicProps":false,"dynamicItems":false};


function validate209(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate209.evaluated;
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
validate209.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
if(!(validate210(data0[i0], {instancePath:instancePath+"/clientsWithTodos/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate210.errors : vErrors.concat(validate210.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate209.errors = [{instancePath:instancePath+"/clientsWithTodos",schemaPath:"#/properties/clientsWithTodos/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate209.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate209.errors = vErrors;
return errors === 0;
}
validate209.evaluated = {"props":{"clientsWithTodos":true},"dynamicProps":false,"dynamicItems":false};

const answer22 = validate221;
const schema88 = {"type":"object","required":["id","message"],"properties":{"id":{"type":"string"},"message":{"type":"string"}}};

function validate221(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate221.evaluated;
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
validate221.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate221.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate221.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate221.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate221.errors = vErrors;
return errors === 0;
}
validate221.evaluated = {"props":{"id":true,"message":true},"dynamicProps":false,"dynamicItems":false};

export {
  answer0 as loginAnswer,
  answer1 as registerAnswer,
  answer2 as requestResetCodeAnswer,
  answer2 as changePasswordAnswer,
  answer3 as activateAccountAnswer,
  answer4 as checkAuthAnswer,
  answer2 as disconnectAnswer,
  answer5 as listCategoriesAnswer,
  answer6 as setFreelancerAnswer,
  answer6 as setEmployerAnswer,
  answer2 as editUserFieldAnswer,
  answer7 as getCompanyAnswer,
  answer2 as editCompanyFieldAnswer,
  answer8 as getBusinessHoursAnswer,
  answer2 as saveBusinessHoursAnswer,
  answer9 as listServicesAnswer,
  answer2 as createServicesAnswer,
  answer2 as deleteServiceAnswer,
  answer2 as editServiceAnswer,
  answer10 as listManagersAnswer,
  answer2 as deleteManagerAnswer,
  answer11 as listLeadersAnswer,
  answer2 as deleteLeaderAnswer,
  answer12 as listCollaboratorsAnswer,
  answer2 as deleteCollaboratorAnswer,
  answer2 as createManagerAnswer,
  answer2 as createLeaderAnswer,
  answer2 as createCollaboratorAnswer,
  answer2 as updateCollaboratorAnswer,
  answer13 as listTeamsAnswer,
  answer14 as listTeamCandidatesAnswer,
  answer2 as createTeamAnswer,
  answer2 as updateTeamAnswer,
  answer2 as deleteTeamAnswer,
  answer15 as listPendingClientsAnswer,
  answer16 as listClientsAnswer,
  answer2 as updateClientAnswer,
  answer17 as listTeamVisitsAnswer,
  answer2 as createClientAnswer,
  answer18 as getClientScheduleAnswer,
  answer2 as deleteVisitAnswer,
  answer2 as deleteAttachedServiceAnswer,
  answer2 as addVisitsAnswer,
  answer2 as deleteClientAnswer,
  answer2 as changeClientTeamAnswer,
  answer2 as moveVisitAnswer,
  answer2 as attachServicesAnswer,
  answer19 as getCalendarAnswer,
  answer20 as getReportsAnswer,
  answer21 as listRoadClientsAnswer,
  answer22 as startVisitAnswer,
  answer2 as finishVisitFromCalendarAnswer,
  answer2 as cancelVisitAnswer,
  answer2 as finishVisitAnswer,
  answer2 as subscribeAnswer,
};
