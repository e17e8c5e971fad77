// Generated from openapi.yaml by Ajv's standalone code (npm run contract:validators -w @fieldteam/api-contract).
// Do not edit: change the document and generate again. Import it as @fieldteam/api-contract/answers/<group>.
/* eslint-disable */
import * as runtimeModule0 from "ajv/dist/runtime/ucs2length.js";
const cjs = (ns) => (ns.default !== undefined && ns.default !== null && ns.default.__esModule ? ns.default : ns);
const runtime0 = /* @__PURE__ */ cjs(runtimeModule0);
const answer0 = validate21;
const schema6 = {"type":"object","required":["teams"],"properties":{"teams":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/Team"}}}};
const schema8 = {"type":"object","required":["id","name","leaderTeam","colaborators"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"leaderTeam":{"oneOf":[{"$ref":"https://fieldteam.dev/openapi#/$defs/PersonRef"},{"type":"null"}]},"colaborators":{"type":"array","items":{"$ref":"https://fieldteam.dev/openapi#/$defs/PersonRef"}}}};
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

const schema10 = {"type":"object","required":["id","name"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"}}};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))){
validate26.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
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
validate26.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
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
validate26.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.leaderTeam === undefined) && (missing0 = "leaderTeam"))) || ((data.colaborators === undefined) && (missing0 = "colaborators"))){
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
if(data.leaderTeam !== undefined){
let data2 = data.leaderTeam;
const _errs4 = errors;
const _errs5 = errors;
let valid1 = false;
let passing0 = null;
const _errs6 = errors;
if(!(validate26(data2, {instancePath:instancePath+"/leaderTeam",parentData:data,parentDataProperty:"leaderTeam",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
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
validate23.errors = vErrors;
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
if(!(validate26(data3[i0], {instancePath:instancePath+"/colaborators/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid2 = _errs11 === errors;
if(!valid2){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/colaborators",keyword:"type",params:{type: "array"}}];
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
if((data.teams === undefined) && (missing0 = "teams")){
validate21.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
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
if(!(validate23(data0[i0], {instancePath:instancePath+"/teams/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
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
validate21.errors = [{instancePath:instancePath+"/teams",keyword:"type",params:{type: "array"}}];
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

const answer1 = validate31;
const schema11 = {"type":"object","required":["users","colaborators"],"properties":{"users":{"type":"array","items":{"type":"object","required":["id","name","surname","role"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"surname":{"type":"string"},"role":{"type":"string","enum":["manager","leader"]}}}},"colaborators":{"type":"array","items":{"type":"object","required":["id","name","surname"],"properties":{"id":{"$ref":"https://fieldteam.dev/openapi#/$defs/Id"},"name":{"type":"string"},"surname":{"type":"string"}}}}}};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(func2(data) < 1){
validate32.errors = [{instancePath,keyword:"minLength",params:{limit: 1}}];
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


function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.users === undefined) && (missing0 = "users")) || ((data.colaborators === undefined) && (missing0 = "colaborators"))){
validate31.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
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
validate31.errors = [{instancePath:instancePath+"/users/" + i0,keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data1.id !== undefined){
const _errs5 = errors;
if(!(validate32(data1.id, {instancePath:instancePath+"/users/" + i0+"/id",parentData:data1,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
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
validate31.errors = [{instancePath:instancePath+"/users/" + i0+"/name",keyword:"type",params:{type: "string"}}];
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
validate31.errors = [{instancePath:instancePath+"/users/" + i0+"/surname",keyword:"type",params:{type: "string"}}];
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
validate31.errors = [{instancePath:instancePath+"/users/" + i0+"/role",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data5 === "manager") || (data5 === "leader"))){
validate31.errors = [{instancePath:instancePath+"/users/" + i0+"/role",keyword:"enum",params:{allowedValues: schema11.properties.users.items.properties.role.enum}}];
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
validate31.errors = [{instancePath:instancePath+"/users/" + i0,keyword:"type",params:{type: "object"}}];
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
validate31.errors = [{instancePath:instancePath+"/users",keyword:"type",params:{type: "array"}}];
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
validate31.errors = [{instancePath:instancePath+"/colaborators/" + i1,keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data7.id !== undefined){
const _errs16 = errors;
if(!(validate32(data7.id, {instancePath:instancePath+"/colaborators/" + i1+"/id",parentData:data7,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
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
validate31.errors = [{instancePath:instancePath+"/colaborators/" + i1+"/name",keyword:"type",params:{type: "string"}}];
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
validate31.errors = [{instancePath:instancePath+"/colaborators/" + i1+"/surname",keyword:"type",params:{type: "string"}}];
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
validate31.errors = [{instancePath:instancePath+"/colaborators/" + i1,keyword:"type",params:{type: "object"}}];
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
validate31.errors = [{instancePath:instancePath+"/colaborators",keyword:"type",params:{type: "array"}}];
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
validate31.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}

const answer2 = validate35;
const schema13 = {"type":"object","properties":{"message":{"type":"string"}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message !== undefined){
if(typeof data.message !== "string"){
validate35.errors = [{instancePath:instancePath+"/message",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
else {
validate35.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}

export {
  answer0 as listTeamsAnswer,
  answer1 as listTeamCandidatesAnswer,
  answer2 as createTeamAnswer,
  answer2 as updateTeamAnswer,
  answer2 as deleteTeamAnswer,
};
