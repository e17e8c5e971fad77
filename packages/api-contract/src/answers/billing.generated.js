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

export {
  answer0 as subscribeAnswer,
};
