// Generated from openapi.yaml by Ajv's standalone code (npm run contract:validators -w @fieldteam/api-contract).
// Do not edit: change the document and generate again. Import it as @fieldteam/api-contract/answers/<group>.
/* eslint-disable */
import * as runtimeModule0 from "ajv/dist/runtime/ucs2length.js";
import * as runtimeModule1 from "ajv-formats/dist/formats.js";
const cjs = (ns) => (ns.default !== undefined && ns.default !== null && ns.default.__esModule ? ns.default : ns);
const runtime0 = /* @__PURE__ */ cjs(runtimeModule0);
const runtime1 = /* @__PURE__ */ cjs(runtimeModule1);
const answer0 = validate21;
const schema6 = {"type":"object","required":["todosAndClients"],"properties":{"todosAndClients":{"type":"array","items":{"type":"object","required":["clientId","name","todos"],"properties":{"clientId":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"todos":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/ScheduleEntry"}}}}}}};
const schema8 = {"type":"string","minLength":1};
const func2 = runtime0.default;

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(func2(data) < 1){
validate23.errors = [{instancePath,keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate23.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}

const schema9 = {"type":"object","required":["id","date","hour","minute","meridian"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"date":{"$ref":"https://fieldteam.dev/openapi#/$defs/WireDate"},"hour":{"$ref":"https://fieldteam.dev/openapi#/$defs/Hour12"},"minute":{"$ref":"https://fieldteam.dev/openapi#/$defs/Minute"},"meridian":{"$ref":"https://fieldteam.dev/openapi#/$defs/Meridian"},"status":{"$ref":"https://fieldteam.dev/openapi#/$defs/VisitStatus"}}};

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

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern0.test(data)){
validate28.errors = [{instancePath,keyword:"pattern",params:{pattern: "^\\d{2}/\\d{2}/\\d{4}$"}}];
return false;
}
}
else {
validate28.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}

const schema12 = {"type":"string","pattern":"^(0[1-9]|1[0-2])$"};
const pattern1 = new RegExp("^(0[1-9]|1[0-2])$", "u");

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern1.test(data)){
validate30.errors = [{instancePath,keyword:"pattern",params:{pattern: "^(0[1-9]|1[0-2])$"}}];
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

const schema13 = {"type":"string","pattern":"^[0-5]\\d$"};
const pattern2 = new RegExp("^[0-5]\\d$", "u");

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate32.errors = [{instancePath,keyword:"pattern",params:{pattern: "^[0-5]\\d$"}}];
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

const schema14 = {"type":"string","enum":["AM","PM"]};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate34.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "AM") || (data === "PM"))){
validate34.errors = [{instancePath,keyword:"enum",params:{allowedValues: schema14.enum}}];
return false;
}
validate34.errors = vErrors;
return errors === 0;
}

const schema15 = {"type":"string","enum":["pending","started","finished","cancelled"]};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate36.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "pending") || (data === "started")) || (data === "finished")) || (data === "cancelled"))){
validate36.errors = [{instancePath,keyword:"enum",params:{allowedValues: schema15.enum}}];
return false;
}
validate36.errors = vErrors;
return errors === 0;
}


function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.date === undefined) && (missing0 = "date"))) || ((data.hour === undefined) && (missing0 = "hour"))) || ((data.minute === undefined) && (missing0 = "minute"))) || ((data.meridian === undefined) && (missing0 = "meridian"))){
validate25.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate26(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
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
if(!(validate28(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
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
if(!(validate30(data.hour, {instancePath:instancePath+"/hour",parentData:data,parentDataProperty:"hour",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
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
if(!(validate32(data.minute, {instancePath:instancePath+"/minute",parentData:data,parentDataProperty:"minute",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
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
if(!(validate34(data.meridian, {instancePath:instancePath+"/meridian",parentData:data,parentDataProperty:"meridian",rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
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
if(!(validate36(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
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
validate25.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.todosAndClients === undefined) && (missing0 = "todosAndClients")){
validate21.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
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
validate21.errors = [{instancePath:instancePath+"/todosAndClients/" + i0,keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data1.clientId !== undefined){
const _errs5 = errors;
if(!(validate23(data1.clientId, {instancePath:instancePath+"/todosAndClients/" + i0+"/clientId",parentData:data1,parentDataProperty:"clientId",rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
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
validate21.errors = [{instancePath:instancePath+"/todosAndClients/" + i0+"/name",keyword:"type",params:{type: "string"}}];
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
if(!(validate25(data4[i1], {instancePath:instancePath+"/todosAndClients/" + i0+"/todos/" + i1,parentData:data4,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var valid3 = _errs10 === errors;
if(!valid3){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/todosAndClients/" + i0+"/todos",keyword:"type",params:{type: "array"}}];
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
validate21.errors = [{instancePath:instancePath+"/todosAndClients/" + i0,keyword:"type",params:{type: "object"}}];
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
validate21.errors = [{instancePath:instancePath+"/todosAndClients",keyword:"type",params:{type: "array"}}];
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
const schema16 = {"type":"object","required":["clients"],"properties":{"clients":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/Client"}}}};
const schema17 = {"type":"object","required":["id","name","surname","phone","email","docId","birthday","latitude","longitude","team","serviceTime","createdById","createdAt"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"surname":{"type":"string"},"phone":{"type":"string"},"email":{"type":"string"},"docId":{"type":["string","null"]},"birthday":{"oneOf":[{"$ref":"https://fieldteam.dev/openapi#/$defs/WireDate"},{"type":"null"}]},"description":{"type":"string"},"addressDescription":{"type":"string"},"latitude":{"type":"number"},"longitude":{"type":"number"},"team":{"oneOf":[{"$ref":"https://fieldteam.dev/openapi#/$defs/TeamInfo"},{"type":"null"}]},"serviceTime":{"$ref":"https://fieldteam.dev/openapi#/$defs/NullableDuration"},"createdById":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"createdAt":{"$ref":"https://fieldteam.dev/openapi#/$defs/Instant"}}};
const schema18 = {"type":"object","required":["id","name","leaderTeam","colaborators"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"leaderTeam":{"oneOf":[{"$ref":"https://fieldteam.dev/openapi#/$defs/PersonRef"},{"type":"null"}]},"colaborators":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/PersonRef"}}}};
const schema19 = {"type":"object","required":["id","name"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"}}};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))){
validate45.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate26(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
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
validate45.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
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
validate45.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate45.errors = vErrors;
return errors === 0;
}


function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.leaderTeam === undefined) && (missing0 = "leaderTeam"))) || ((data.colaborators === undefined) && (missing0 = "colaborators"))){
validate43.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate26(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
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
validate43.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
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
if(!(validate45(data2, {instancePath:instancePath+"/leaderTeam",parentData:data,parentDataProperty:"leaderTeam",rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs7 = errors;
if(data2 !== null){
const err0 = {instancePath:instancePath+"/leaderTeam",keyword:"type",params:{type: "null"}};
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
const err1 = {instancePath:instancePath+"/leaderTeam",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate43.errors = vErrors;
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
if(!(validate45(data3[i0], {instancePath:instancePath+"/colaborators/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
var valid2 = _errs11 === errors;
if(!valid2){
break;
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/colaborators",keyword:"type",params:{type: "array"}}];
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
validate43.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate43.errors = vErrors;
return errors === 0;
}

const schema20 = {"oneOf":[{"type":"string","pattern":"^([01]\\d|2[0-3]):[0-5]\\d$"},{"type":"null"}]};
const pattern3 = new RegExp("^([01]\\d|2[0-3]):[0-5]\\d$", "u");

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data === "string"){
if(!pattern3.test(data)){
const err0 = {instancePath,keyword:"pattern",params:{pattern: "^([01]\\d|2[0-3]):[0-5]\\d$"}};
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
const err1 = {instancePath,keyword:"type",params:{type: "string"}};
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
const err2 = {instancePath,keyword:"type",params:{type: "null"}};
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
const err3 = {instancePath,keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate50.errors = vErrors;
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
validate50.errors = vErrors;
return errors === 0;
}

const schema21 = {"type":"string","format":"date-time"};
const formats0 = runtime1.fullFormats["date-time"];

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(errors === 0){
if(typeof data === "string"){
if(!(formats0.validate(data))){
validate53.errors = [{instancePath,keyword:"format",params:{format: "date-time"}}];
return false;
}
}
else {
validate53.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
}
}
validate53.errors = vErrors;
return errors === 0;
}


function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.surname === undefined) && (missing0 = "surname"))) || ((data.phone === undefined) && (missing0 = "phone"))) || ((data.email === undefined) && (missing0 = "email"))) || ((data.docId === undefined) && (missing0 = "docId"))) || ((data.birthday === undefined) && (missing0 = "birthday"))) || ((data.latitude === undefined) && (missing0 = "latitude"))) || ((data.longitude === undefined) && (missing0 = "longitude"))) || ((data.team === undefined) && (missing0 = "team"))) || ((data.serviceTime === undefined) && (missing0 = "serviceTime"))) || ((data.createdById === undefined) && (missing0 = "createdById"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))){
validate40.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate26(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
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
validate40.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
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
validate40.errors = [{instancePath:instancePath+"/surname",keyword:"type",params:{type: "string"}}];
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
validate40.errors = [{instancePath:instancePath+"/phone",keyword:"type",params:{type: "string"}}];
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
validate40.errors = [{instancePath:instancePath+"/email",keyword:"type",params:{type: "string"}}];
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
validate40.errors = [{instancePath:instancePath+"/docId",keyword:"type",params:{type: schema17.properties.docId.type}}];
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
if(!(validate28(data6, {instancePath:instancePath+"/birthday",parentData:data,parentDataProperty:"birthday",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var _valid0 = _errs14 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs15 = errors;
if(data6 !== null){
const err0 = {instancePath:instancePath+"/birthday",keyword:"type",params:{type: "null"}};
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
const err1 = {instancePath:instancePath+"/birthday",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate40.errors = vErrors;
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
validate40.errors = [{instancePath:instancePath+"/description",keyword:"type",params:{type: "string"}}];
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
validate40.errors = [{instancePath:instancePath+"/addressDescription",keyword:"type",params:{type: "string"}}];
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
validate40.errors = [{instancePath:instancePath+"/latitude",keyword:"type",params:{type: "number"}}];
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
validate40.errors = [{instancePath:instancePath+"/longitude",keyword:"type",params:{type: "number"}}];
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
if(!(validate43(data11, {instancePath:instancePath+"/team",parentData:data,parentDataProperty:"team",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var _valid1 = _errs27 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs28 = errors;
if(data11 !== null){
const err2 = {instancePath:instancePath+"/team",keyword:"type",params:{type: "null"}};
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
const err3 = {instancePath:instancePath+"/team",keyword:"oneOf",params:{passingSchemas: passing1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate40.errors = vErrors;
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
if(!(validate50(data.serviceTime, {instancePath:instancePath+"/serviceTime",parentData:data,parentDataProperty:"serviceTime",rootData}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
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
if(!(validate26(data.createdById, {instancePath:instancePath+"/createdById",parentData:data,parentDataProperty:"createdById",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
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
if(!(validate53(data.createdAt, {instancePath:instancePath+"/createdAt",parentData:data,parentDataProperty:"createdAt",rootData}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
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
validate40.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate40.errors = vErrors;
return errors === 0;
}


function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.clients === undefined) && (missing0 = "clients")){
validate39.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
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
if(!(validate40(data0[i0], {instancePath:instancePath+"/clients/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/clients",keyword:"type",params:{type: "array"}}];
return false;
}
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

const answer2 = validate56;
const schema22 = {"type":"object","properties":{"message":{"type":"string"}}};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message !== undefined){
if(typeof data.message !== "string"){
validate56.errors = [{instancePath:instancePath+"/message",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
else {
validate56.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}

const answer3 = validate57;
const schema23 = {"type":"object","required":["teamTodos"],"properties":{"teamTodos":{"type":"array","items":{"type":"object","required":["client","schedule"],"properties":{"client":{"type":"object","required":["id","name","estimative"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"estimative":{"$ref":"https://fieldteam.dev/openapi#/$defs/NullableDuration"}}},"schedule":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/ScheduleEntry"}}}}}}};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(func2(data) < 1){
validate58.errors = [{instancePath,keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate58.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
}
validate58.errors = vErrors;
return errors === 0;
}


function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data === "string"){
if(!pattern3.test(data)){
const err0 = {instancePath,keyword:"pattern",params:{pattern: "^([01]\\d|2[0-3]):[0-5]\\d$"}};
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
const err1 = {instancePath,keyword:"type",params:{type: "string"}};
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
const err2 = {instancePath,keyword:"type",params:{type: "null"}};
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
const err3 = {instancePath,keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate60.errors = vErrors;
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
validate60.errors = vErrors;
return errors === 0;
}


function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.date === undefined) && (missing0 = "date"))) || ((data.hour === undefined) && (missing0 = "hour"))) || ((data.minute === undefined) && (missing0 = "minute"))) || ((data.meridian === undefined) && (missing0 = "meridian"))){
validate62.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate26(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
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
if(!(validate28(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
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
if(!(validate30(data.hour, {instancePath:instancePath+"/hour",parentData:data,parentDataProperty:"hour",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
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
if(!(validate32(data.minute, {instancePath:instancePath+"/minute",parentData:data,parentDataProperty:"minute",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
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
if(!(validate34(data.meridian, {instancePath:instancePath+"/meridian",parentData:data,parentDataProperty:"meridian",rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
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
if(!(validate36(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
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
validate62.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate62.errors = vErrors;
return errors === 0;
}


function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.teamTodos === undefined) && (missing0 = "teamTodos")){
validate57.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
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
validate57.errors = [{instancePath:instancePath+"/teamTodos/" + i0,keyword:"required",params:{missingProperty: missing1}}];
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
validate57.errors = [{instancePath:instancePath+"/teamTodos/" + i0+"/client",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data2.id !== undefined){
const _errs7 = errors;
if(!(validate58(data2.id, {instancePath:instancePath+"/teamTodos/" + i0+"/client/id",parentData:data2,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
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
validate57.errors = [{instancePath:instancePath+"/teamTodos/" + i0+"/client/name",keyword:"type",params:{type: "string"}}];
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
if(!(validate60(data2.estimative, {instancePath:instancePath+"/teamTodos/" + i0+"/client/estimative",parentData:data2,parentDataProperty:"estimative",rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
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
validate57.errors = [{instancePath:instancePath+"/teamTodos/" + i0+"/client",keyword:"type",params:{type: "object"}}];
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
if(!(validate62(data6[i1], {instancePath:instancePath+"/teamTodos/" + i0+"/schedule/" + i1,parentData:data6,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/teamTodos/" + i0+"/schedule",keyword:"type",params:{type: "array"}}];
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
validate57.errors = [{instancePath:instancePath+"/teamTodos/" + i0,keyword:"type",params:{type: "object"}}];
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
validate57.errors = [{instancePath:instancePath+"/teamTodos",keyword:"type",params:{type: "array"}}];
return false;
}
}
}
}
}
else {
validate57.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate57.errors = vErrors;
return errors === 0;
}

const answer4 = validate70;
const schema27 = {"type":"object","required":["services","calendar"],"properties":{"services":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/AttachedService"}},"discount":{"$ref":"https://fieldteam.dev/openapi#/$defs/Discount"},"calendar":{"type":"object","required":["schedule","period"],"properties":{"schedule":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/ScheduleEntry"}},"period":{"$ref":"https://fieldteam.dev/openapi#/$defs/NullableRecurrence"}}}}};
const schema28 = {"type":"object","required":["id","name","value","serviceId"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"value":{"type":"number"},"serviceId":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"}}};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.value === undefined) && (missing0 = "value"))) || ((data.serviceId === undefined) && (missing0 = "serviceId"))){
validate71.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate26(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
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
validate71.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
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
validate71.errors = [{instancePath:instancePath+"/value",keyword:"type",params:{type: "number"}}];
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
if(!(validate26(data.serviceId, {instancePath:instancePath+"/serviceId",parentData:data,parentDataProperty:"serviceId",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
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
validate71.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate71.errors = vErrors;
return errors === 0;
}

const schema29 = {"type":"number","minimum":0,"maximum":100};

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if((typeof data == "number") && (isFinite(data))){
if(data > 100 || isNaN(data)){
validate75.errors = [{instancePath,keyword:"maximum",params:{comparison: "<=", limit: 100}}];
return false;
}
else {
if(data < 0 || isNaN(data)){
validate75.errors = [{instancePath,keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
else {
validate75.errors = [{instancePath,keyword:"type",params:{type: "number"}}];
return false;
}
}
validate75.errors = vErrors;
return errors === 0;
}


function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.date === undefined) && (missing0 = "date"))) || ((data.hour === undefined) && (missing0 = "hour"))) || ((data.minute === undefined) && (missing0 = "minute"))) || ((data.meridian === undefined) && (missing0 = "meridian"))){
validate77.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate26(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
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
if(!(validate28(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
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
if(!(validate30(data.hour, {instancePath:instancePath+"/hour",parentData:data,parentDataProperty:"hour",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
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
if(!(validate32(data.minute, {instancePath:instancePath+"/minute",parentData:data,parentDataProperty:"minute",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
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
if(!(validate34(data.meridian, {instancePath:instancePath+"/meridian",parentData:data,parentDataProperty:"meridian",rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
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
if(!(validate36(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
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
validate77.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate77.errors = vErrors;
return errors === 0;
}

const schema31 = {"oneOf":[{"$ref":"https://fieldteam.dev/openapi#/$defs/Recurrence"},{"type":"null"}]};
const schema32 = {"type":"string","enum":["daily","weekly","biweekly","monthly","period","unit"]};

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate86.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((((data === "daily") || (data === "weekly")) || (data === "biweekly")) || (data === "monthly")) || (data === "period")) || (data === "unit"))){
validate86.errors = [{instancePath,keyword:"enum",params:{allowedValues: schema32.enum}}];
return false;
}
validate86.errors = vErrors;
return errors === 0;
}


function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate86(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,keyword:"type",params:{type: "null"}};
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
const err1 = {instancePath,keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate85.errors = vErrors;
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
validate85.errors = vErrors;
return errors === 0;
}


function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.services === undefined) && (missing0 = "services")) || ((data.calendar === undefined) && (missing0 = "calendar"))){
validate70.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
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
if(!(validate71(data0[i0], {instancePath:instancePath+"/services/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate70.errors = [{instancePath:instancePath+"/services",keyword:"type",params:{type: "array"}}];
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
if(!(validate75(data.discount, {instancePath:instancePath+"/discount",parentData:data,parentDataProperty:"discount",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
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
validate70.errors = [{instancePath:instancePath+"/calendar",keyword:"required",params:{missingProperty: missing1}}];
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
if(!(validate77(data4[i1], {instancePath:instancePath+"/calendar/schedule/" + i1,parentData:data4,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
if(!valid3){
break;
}
}
}
else {
validate70.errors = [{instancePath:instancePath+"/calendar/schedule",keyword:"type",params:{type: "array"}}];
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
if(!(validate85(data3.period, {instancePath:instancePath+"/calendar/period",parentData:data3,parentDataProperty:"period",rootData}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
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
validate70.errors = [{instancePath:instancePath+"/calendar",keyword:"type",params:{type: "object"}}];
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
validate70.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate70.errors = vErrors;
return errors === 0;
}

const answer5 = validate89;
const schema33 = {"type":"object","required":["calendar"],"properties":{"calendar":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/CalendarRecord"}}}};
const schema34 = {"type":"object","required":["clientInfo","teamInfo","period","status","schedule"],"properties":{"clientInfo":{"$ref":"https://fieldteam.dev/openapi#/$defs/ClientContact"},"teamInfo":{"oneOf":[{"$ref":"https://fieldteam.dev/openapi#/$defs/TeamInfo"},{"type":"null"}]},"period":{"$ref":"https://fieldteam.dev/openapi#/$defs/NullableRecurrence"},"status":{"type":"string","enum":["waiting","in progress","finished"]},"schedule":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/ScheduleEntry"}}}};
const schema35 = {"type":"object","required":["id","name","phone","email","description","latitude","longitude"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"phone":{"type":"string"},"email":{"type":"string"},"description":{"type":"string"},"latitude":{"type":"number"},"longitude":{"type":"number"}}};

function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.phone === undefined) && (missing0 = "phone"))) || ((data.email === undefined) && (missing0 = "email"))) || ((data.description === undefined) && (missing0 = "description"))) || ((data.latitude === undefined) && (missing0 = "latitude"))) || ((data.longitude === undefined) && (missing0 = "longitude"))){
validate91.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate26(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
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
validate91.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
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
validate91.errors = [{instancePath:instancePath+"/phone",keyword:"type",params:{type: "string"}}];
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
validate91.errors = [{instancePath:instancePath+"/email",keyword:"type",params:{type: "string"}}];
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
validate91.errors = [{instancePath:instancePath+"/description",keyword:"type",params:{type: "string"}}];
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
validate91.errors = [{instancePath:instancePath+"/latitude",keyword:"type",params:{type: "number"}}];
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
validate91.errors = [{instancePath:instancePath+"/longitude",keyword:"type",params:{type: "number"}}];
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
validate91.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate91.errors = vErrors;
return errors === 0;
}


function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate86(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,keyword:"type",params:{type: "null"}};
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
const err1 = {instancePath,keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate95.errors = vErrors;
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
validate95.errors = vErrors;
return errors === 0;
}


function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.date === undefined) && (missing0 = "date"))) || ((data.hour === undefined) && (missing0 = "hour"))) || ((data.minute === undefined) && (missing0 = "minute"))) || ((data.meridian === undefined) && (missing0 = "meridian"))){
validate98.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate26(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
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
if(!(validate28(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
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
if(!(validate30(data.hour, {instancePath:instancePath+"/hour",parentData:data,parentDataProperty:"hour",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
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
if(!(validate32(data.minute, {instancePath:instancePath+"/minute",parentData:data,parentDataProperty:"minute",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
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
if(!(validate34(data.meridian, {instancePath:instancePath+"/meridian",parentData:data,parentDataProperty:"meridian",rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
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
if(!(validate36(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
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
validate98.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate98.errors = vErrors;
return errors === 0;
}


function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.clientInfo === undefined) && (missing0 = "clientInfo")) || ((data.teamInfo === undefined) && (missing0 = "teamInfo"))) || ((data.period === undefined) && (missing0 = "period"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.schedule === undefined) && (missing0 = "schedule"))){
validate90.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.clientInfo !== undefined){
const _errs1 = errors;
if(!(validate91(data.clientInfo, {instancePath:instancePath+"/clientInfo",parentData:data,parentDataProperty:"clientInfo",rootData}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
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
if(!(validate43(data1, {instancePath:instancePath+"/teamInfo",parentData:data,parentDataProperty:"teamInfo",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs5 = errors;
if(data1 !== null){
const err0 = {instancePath:instancePath+"/teamInfo",keyword:"type",params:{type: "null"}};
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
const err1 = {instancePath:instancePath+"/teamInfo",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate90.errors = vErrors;
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
if(!(validate95(data.period, {instancePath:instancePath+"/period",parentData:data,parentDataProperty:"period",rootData}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
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
validate90.errors = [{instancePath:instancePath+"/status",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data3 === "waiting") || (data3 === "in progress")) || (data3 === "finished"))){
validate90.errors = [{instancePath:instancePath+"/status",keyword:"enum",params:{allowedValues: schema34.properties.status.enum}}];
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
if(!(validate98(data4[i0], {instancePath:instancePath+"/schedule/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
var valid2 = _errs12 === errors;
if(!valid2){
break;
}
}
}
else {
validate90.errors = [{instancePath:instancePath+"/schedule",keyword:"type",params:{type: "array"}}];
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
validate90.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate90.errors = vErrors;
return errors === 0;
}


function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.calendar === undefined) && (missing0 = "calendar")){
validate89.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
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
if(!(validate90(data0[i0], {instancePath:instancePath+"/calendar/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate89.errors = [{instancePath:instancePath+"/calendar",keyword:"type",params:{type: "array"}}];
return false;
}
}
}
}
}
else {
validate89.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate89.errors = vErrors;
return errors === 0;
}

const answer6 = validate107;
const schema38 = {"type":"object","required":["combinedData"],"properties":{"combinedData":{"type":"array","items":{"type":"object","required":["client","services","reports"],"properties":{"client":{"$ref":"https://fieldteam.dev/openapi#/$defs/ClientContact"},"services":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/AttachedService"}},"discount":{"$ref":"https://fieldteam.dev/openapi#/$defs/Discount"},"reports":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/TaskReport"}}}}}}};

function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.phone === undefined) && (missing0 = "phone"))) || ((data.email === undefined) && (missing0 = "email"))) || ((data.description === undefined) && (missing0 = "description"))) || ((data.latitude === undefined) && (missing0 = "latitude"))) || ((data.longitude === undefined) && (missing0 = "longitude"))){
validate108.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate26(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
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
validate108.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
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
validate108.errors = [{instancePath:instancePath+"/phone",keyword:"type",params:{type: "string"}}];
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
validate108.errors = [{instancePath:instancePath+"/email",keyword:"type",params:{type: "string"}}];
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
validate108.errors = [{instancePath:instancePath+"/description",keyword:"type",params:{type: "string"}}];
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
validate108.errors = [{instancePath:instancePath+"/latitude",keyword:"type",params:{type: "number"}}];
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
validate108.errors = [{instancePath:instancePath+"/longitude",keyword:"type",params:{type: "number"}}];
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
validate108.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate108.errors = vErrors;
return errors === 0;
}


function validate111(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.value === undefined) && (missing0 = "value"))) || ((data.serviceId === undefined) && (missing0 = "serviceId"))){
validate111.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate26(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
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
validate111.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
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
validate111.errors = [{instancePath:instancePath+"/value",keyword:"type",params:{type: "number"}}];
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
if(!(validate26(data.serviceId, {instancePath:instancePath+"/serviceId",parentData:data,parentDataProperty:"serviceId",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
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
validate111.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate111.errors = vErrors;
return errors === 0;
}


function validate115(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if((typeof data == "number") && (isFinite(data))){
if(data > 100 || isNaN(data)){
validate115.errors = [{instancePath,keyword:"maximum",params:{comparison: "<=", limit: 100}}];
return false;
}
else {
if(data < 0 || isNaN(data)){
validate115.errors = [{instancePath,keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
else {
validate115.errors = [{instancePath,keyword:"type",params:{type: "number"}}];
return false;
}
}
validate115.errors = vErrors;
return errors === 0;
}

const schema42 = {"type":"object","required":["startedTime","finishedTime","colaborator_name","observation","todoId","todoIdReference"],"properties":{"visitDate":{"type":["string","null"]},"startedTime":{"$ref":"https://fieldteam.dev/openapi#/$defs/NullableInstant"},"finishedTime":{"$ref":"https://fieldteam.dev/openapi#/$defs/NullableInstant"},"colaborator_name":{"type":["string","null"]},"observation":{"type":"string","maxLength":250},"todoId":{"type":["string","null"]},"todoIdReference":{"type":["string","null"]}}};
const schema43 = {"oneOf":[{"$ref":"https://fieldteam.dev/openapi#/$defs/Instant"},{"type":"null"}]};

function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate53(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(data !== null){
const err0 = {instancePath,keyword:"type",params:{type: "null"}};
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
const err1 = {instancePath,keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate118.errors = vErrors;
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
validate118.errors = vErrors;
return errors === 0;
}


function validate117(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.startedTime === undefined) && (missing0 = "startedTime")) || ((data.finishedTime === undefined) && (missing0 = "finishedTime"))) || ((data.colaborator_name === undefined) && (missing0 = "colaborator_name"))) || ((data.observation === undefined) && (missing0 = "observation"))) || ((data.todoId === undefined) && (missing0 = "todoId"))) || ((data.todoIdReference === undefined) && (missing0 = "todoIdReference"))){
validate117.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.visitDate !== undefined){
let data0 = data.visitDate;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate117.errors = [{instancePath:instancePath+"/visitDate",keyword:"type",params:{type: schema42.properties.visitDate.type}}];
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
if(!(validate118(data.startedTime, {instancePath:instancePath+"/startedTime",parentData:data,parentDataProperty:"startedTime",rootData}))){
vErrors = vErrors === null ? validate118.errors : vErrors.concat(validate118.errors);
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
if(!(validate118(data.finishedTime, {instancePath:instancePath+"/finishedTime",parentData:data,parentDataProperty:"finishedTime",rootData}))){
vErrors = vErrors === null ? validate118.errors : vErrors.concat(validate118.errors);
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
validate117.errors = [{instancePath:instancePath+"/colaborator_name",keyword:"type",params:{type: schema42.properties.colaborator_name.type}}];
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
if(func2(data4) > 250){
validate117.errors = [{instancePath:instancePath+"/observation",keyword:"maxLength",params:{limit: 250}}];
return false;
}
}
else {
validate117.errors = [{instancePath:instancePath+"/observation",keyword:"type",params:{type: "string"}}];
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
validate117.errors = [{instancePath:instancePath+"/todoId",keyword:"type",params:{type: schema42.properties.todoId.type}}];
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
validate117.errors = [{instancePath:instancePath+"/todoIdReference",keyword:"type",params:{type: schema42.properties.todoIdReference.type}}];
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
validate117.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate117.errors = vErrors;
return errors === 0;
}


function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.combinedData === undefined) && (missing0 = "combinedData")){
validate107.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
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
validate107.errors = [{instancePath:instancePath+"/combinedData/" + i0,keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data1.client !== undefined){
const _errs5 = errors;
if(!(validate108(data1.client, {instancePath:instancePath+"/combinedData/" + i0+"/client",parentData:data1,parentDataProperty:"client",rootData}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
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
if(!(validate111(data3[i1], {instancePath:instancePath+"/combinedData/" + i0+"/services/" + i1,parentData:data3,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate111.errors : vErrors.concat(validate111.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
if(!valid3){
break;
}
}
}
else {
validate107.errors = [{instancePath:instancePath+"/combinedData/" + i0+"/services",keyword:"type",params:{type: "array"}}];
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
if(!(validate115(data1.discount, {instancePath:instancePath+"/combinedData/" + i0+"/discount",parentData:data1,parentDataProperty:"discount",rootData}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
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
if(!(validate117(data6[i2], {instancePath:instancePath+"/combinedData/" + i0+"/reports/" + i2,parentData:data6,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
if(!valid4){
break;
}
}
}
else {
validate107.errors = [{instancePath:instancePath+"/combinedData/" + i0+"/reports",keyword:"type",params:{type: "array"}}];
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
validate107.errors = [{instancePath:instancePath+"/combinedData/" + i0,keyword:"type",params:{type: "object"}}];
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
validate107.errors = [{instancePath:instancePath+"/combinedData",keyword:"type",params:{type: "array"}}];
return false;
}
}
}
}
}
else {
validate107.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate107.errors = vErrors;
return errors === 0;
}

export {
  answer0 as listPendingClientsAnswer,
  answer1 as listClientsAnswer,
  answer2 as updateClientAnswer,
  answer3 as listTeamVisitsAnswer,
  answer2 as createClientAnswer,
  answer4 as getClientScheduleAnswer,
  answer2 as deleteVisitAnswer,
  answer2 as deleteAttachedServiceAnswer,
  answer2 as addVisitsAnswer,
  answer2 as deleteClientAnswer,
  answer2 as changeClientTeamAnswer,
  answer2 as moveVisitAnswer,
  answer2 as attachServicesAnswer,
  answer5 as getCalendarAnswer,
  answer6 as getReportsAnswer,
};
