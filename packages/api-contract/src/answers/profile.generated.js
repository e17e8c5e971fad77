// Generated from openapi.yaml by Ajv's standalone code (npm run contract:validators -w @fieldteam/api-contract).
// Do not edit: change the document and generate again. Import it as @fieldteam/api-contract/answers/<group>.
/* eslint-disable */
const cjs = (ns) => (ns.default !== undefined && ns.default !== null && ns.default.__esModule ? ns.default : ns);
const answer0 = validate22;
const schema7 = {"type":"object","properties":{"message":{"type":"string"}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message !== undefined){
if(typeof data.message !== "string"){
validate22.errors = [{instancePath:instancePath+"/message",keyword:"type",params:{type: "string"}}];
return false;
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

const answer1 = validate23;
const schema8 = {"type":"object","required":["company"],"properties":{"company":{"oneOf":[{"$ref":"https://fieldteam.dev/openapi#/$defs/Company"},{"type":"null"}]}}};
const schema9 = {"type":"object","required":["business_id","business_nick","comercial_name","primaryemailbusiness","secondaryemailbusiness","phone","location_description","description","latitude","longitude","activitys","opening_hours"],"properties":{"business_id":{"type":"string"},"business_nick":{"type":"string"},"comercial_name":{"type":"string"},"primaryemailbusiness":{"type":"string"},"secondaryemailbusiness":{"type":"string"},"phone":{"type":"string"},"location_description":{"type":"string"},"description":{"type":"string"},"latitude":{"type":"number"},"longitude":{"type":"number"},"complement":{"type":["string","null"]},"activitys":{"type":"array","items":{"type":"string"}},"opening_hours":{"$ref":"https://fieldteam.dev/openapi#/$defs/BusinessHours"},"plan":{"$ref":"https://fieldteam.dev/openapi#/$defs/Plan"}}};
const schema10 = {"type":"object","required":["workingHours","closedDays"],"properties":{"workingHours":{"type":"array","items":{"type":"object","required":["id","day","startTime","endTime"],"properties":{"id":{"type":"string"},"day":{"type":"string"},"startTime":{"type":"string","pattern":"^([01]\\d|2[0-3]):00$"},"endTime":{"type":"string","pattern":"^([01]\\d|2[0-3]):00$"}}}},"closedDays":{"type":"array","items":{"type":"string"}}}};
const pattern0 = new RegExp("^([01]\\d|2[0-3]):00$", "u");

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.workingHours === undefined) && (missing0 = "workingHours")) || ((data.closedDays === undefined) && (missing0 = "closedDays"))){
validate25.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
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
validate25.errors = [{instancePath:instancePath+"/workingHours/" + i0,keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data1.id !== undefined){
const _errs5 = errors;
if(typeof data1.id !== "string"){
validate25.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/id",keyword:"type",params:{type: "string"}}];
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
validate25.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/day",keyword:"type",params:{type: "string"}}];
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
if(!pattern0.test(data4)){
validate25.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/startTime",keyword:"pattern",params:{pattern: "^([01]\\d|2[0-3]):00$"}}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/startTime",keyword:"type",params:{type: "string"}}];
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
if(!pattern0.test(data5)){
validate25.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/endTime",keyword:"pattern",params:{pattern: "^([01]\\d|2[0-3]):00$"}}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/endTime",keyword:"type",params:{type: "string"}}];
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
validate25.errors = [{instancePath:instancePath+"/workingHours/" + i0,keyword:"type",params:{type: "object"}}];
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
validate25.errors = [{instancePath:instancePath+"/workingHours",keyword:"type",params:{type: "array"}}];
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
validate25.errors = [{instancePath:instancePath+"/closedDays/" + i1,keyword:"type",params:{type: "string"}}];
return false;
}
var valid3 = _errs15 === errors;
if(!valid3){
break;
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/closedDays",keyword:"type",params:{type: "array"}}];
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
validate25.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}

const schema11 = {"type":"string","enum":["free","basic","plus"]};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate27.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "free") || (data === "basic")) || (data === "plus"))){
validate27.errors = [{instancePath,keyword:"enum",params:{allowedValues: schema11.enum}}];
return false;
}
validate27.errors = vErrors;
return errors === 0;
}


function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((data.business_id === undefined) && (missing0 = "business_id")) || ((data.business_nick === undefined) && (missing0 = "business_nick"))) || ((data.comercial_name === undefined) && (missing0 = "comercial_name"))) || ((data.primaryemailbusiness === undefined) && (missing0 = "primaryemailbusiness"))) || ((data.secondaryemailbusiness === undefined) && (missing0 = "secondaryemailbusiness"))) || ((data.phone === undefined) && (missing0 = "phone"))) || ((data.location_description === undefined) && (missing0 = "location_description"))) || ((data.description === undefined) && (missing0 = "description"))) || ((data.latitude === undefined) && (missing0 = "latitude"))) || ((data.longitude === undefined) && (missing0 = "longitude"))) || ((data.activitys === undefined) && (missing0 = "activitys"))) || ((data.opening_hours === undefined) && (missing0 = "opening_hours"))){
validate24.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.business_id !== undefined){
const _errs1 = errors;
if(typeof data.business_id !== "string"){
validate24.errors = [{instancePath:instancePath+"/business_id",keyword:"type",params:{type: "string"}}];
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
validate24.errors = [{instancePath:instancePath+"/business_nick",keyword:"type",params:{type: "string"}}];
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
validate24.errors = [{instancePath:instancePath+"/comercial_name",keyword:"type",params:{type: "string"}}];
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
validate24.errors = [{instancePath:instancePath+"/primaryemailbusiness",keyword:"type",params:{type: "string"}}];
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
validate24.errors = [{instancePath:instancePath+"/secondaryemailbusiness",keyword:"type",params:{type: "string"}}];
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
validate24.errors = [{instancePath:instancePath+"/phone",keyword:"type",params:{type: "string"}}];
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
validate24.errors = [{instancePath:instancePath+"/location_description",keyword:"type",params:{type: "string"}}];
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
validate24.errors = [{instancePath:instancePath+"/description",keyword:"type",params:{type: "string"}}];
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
validate24.errors = [{instancePath:instancePath+"/latitude",keyword:"type",params:{type: "number"}}];
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
validate24.errors = [{instancePath:instancePath+"/longitude",keyword:"type",params:{type: "number"}}];
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
validate24.errors = [{instancePath:instancePath+"/complement",keyword:"type",params:{type: schema9.properties.complement.type}}];
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
validate24.errors = [{instancePath:instancePath+"/activitys/" + i0,keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs25 === errors;
if(!valid1){
break;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/activitys",keyword:"type",params:{type: "array"}}];
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
if(!(validate25(data.opening_hours, {instancePath:instancePath+"/opening_hours",parentData:data,parentDataProperty:"opening_hours",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
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
if(!(validate27(data.plan, {instancePath:instancePath+"/plan",parentData:data,parentDataProperty:"plan",rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
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
validate24.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
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
if((data.company === undefined) && (missing0 = "company")){
validate23.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.company !== undefined){
let data0 = data.company;
const _errs2 = errors;
let valid1 = false;
let passing0 = null;
const _errs3 = errors;
if(!(validate24(data0, {instancePath:instancePath+"/company",parentData:data,parentDataProperty:"company",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs4 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/company",keyword:"type",params:{type: "null"}};
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
const err1 = {instancePath:instancePath+"/company",keyword:"oneOf",params:{passingSchemas: passing0}};
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
validate23.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}

const answer2 = validate30;
const schema12 = {"type":"object","required":["workHours"],"properties":{"workHours":{"oneOf":[{"$ref":"https://fieldteam.dev/openapi#/$defs/BusinessHours"},{"type":"null"}]}}};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.workingHours === undefined) && (missing0 = "workingHours")) || ((data.closedDays === undefined) && (missing0 = "closedDays"))){
validate31.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
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
validate31.errors = [{instancePath:instancePath+"/workingHours/" + i0,keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data1.id !== undefined){
const _errs5 = errors;
if(typeof data1.id !== "string"){
validate31.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/id",keyword:"type",params:{type: "string"}}];
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
validate31.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/day",keyword:"type",params:{type: "string"}}];
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
if(!pattern0.test(data4)){
validate31.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/startTime",keyword:"pattern",params:{pattern: "^([01]\\d|2[0-3]):00$"}}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/startTime",keyword:"type",params:{type: "string"}}];
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
if(!pattern0.test(data5)){
validate31.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/endTime",keyword:"pattern",params:{pattern: "^([01]\\d|2[0-3]):00$"}}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/workingHours/" + i0+"/endTime",keyword:"type",params:{type: "string"}}];
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
validate31.errors = [{instancePath:instancePath+"/workingHours/" + i0,keyword:"type",params:{type: "object"}}];
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
validate31.errors = [{instancePath:instancePath+"/workingHours",keyword:"type",params:{type: "array"}}];
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
validate31.errors = [{instancePath:instancePath+"/closedDays/" + i1,keyword:"type",params:{type: "string"}}];
return false;
}
var valid3 = _errs15 === errors;
if(!valid3){
break;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/closedDays",keyword:"type",params:{type: "array"}}];
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
validate31.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}


function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.workHours === undefined) && (missing0 = "workHours")){
validate30.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.workHours !== undefined){
let data0 = data.workHours;
const _errs2 = errors;
let valid1 = false;
let passing0 = null;
const _errs3 = errors;
if(!(validate31(data0, {instancePath:instancePath+"/workHours",parentData:data,parentDataProperty:"workHours",rootData}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs4 = errors;
if(data0 !== null){
const err0 = {instancePath:instancePath+"/workHours",keyword:"type",params:{type: "null"}};
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
const err1 = {instancePath:instancePath+"/workHours",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate30.errors = vErrors;
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
validate30.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}

export {
  answer0 as editUserFieldAnswer,
  answer1 as getCompanyAnswer,
  answer0 as editCompanyFieldAnswer,
  answer2 as getBusinessHoursAnswer,
  answer0 as saveBusinessHoursAnswer,
};
