// Generated from openapi.yaml by openapi-typescript (npm run contract:types -w @fieldteam/api-contract).
// Do not edit: change the document and generate again.
export interface paths {
    readonly "/login": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Sign in.
         * @description Answers the user record and the path the app goes to next (core's loading policy). Decision 0002 fixes the nesting as `{ user, url }`.
         */
        readonly post: operations["login"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/register": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** Create an account (role default, waiting for activation); the activation code is e-mailed. */
        readonly post: operations["register"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/request": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** E-mail a password reset code. The answer is the same whether or not the address is registered. */
        readonly post: operations["requestResetCode"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/change-pasword": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** Set a new password with the e-mailed reset code (path spelled so). */
        readonly post: operations["changePassword"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/account/user/active-account": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** Activate the account with the e-mailed code. */
        readonly post: operations["activateAccount"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/check_auth/{email}/{token}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
            };
            readonly cookie?: never;
        };
        /** The session's token, which the app compares with the stored one. */
        readonly get: operations["checkAuth"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/user/disconnect/{email}/{token}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
            };
            readonly cookie?: never;
        };
        /** Sign out (ends this session). */
        readonly get: operations["disconnect"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/category-{language}/{email}/{token}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The UI's language code (DECISIONS 22) - en, pt-BR, es-MX or fr; pt and es are accepted too, in any case. */
                readonly language: string;
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
            };
            readonly cookie?: never;
        };
        /** The activity categories in a language (the same ids in every language). */
        readonly get: operations["listCategories"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/set-freelancer": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** An activated account without a role becomes a freelancer. */
        readonly post: operations["setFreelancer"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/set-employer": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** An activated account without a role registers its business and becomes its employer (owner). */
        readonly post: operations["setEmployer"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/user/perfil/edit/{field}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The field to change. An unknown field is 400. */
                readonly field: "nick" | "name" | "surname" | "email" | "phone" | "docid";
            };
            readonly cookie?: never;
        };
        readonly get?: never;
        /** Change one of the signed-in person's own fields. */
        readonly put: operations["editUserField"];
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/perfil/{email}/{token}/{ownerId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        /** The business's company record (null before the business is set up). */
        readonly get: operations["getCompany"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/perfil/edit/{field}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The company field to change (owner only). An unknown field is 400. `address` takes `location_description`, `latitude` and `longitude`; `activity` takes `newactivity`; the others take `dataUpdate`. */
                readonly field: "nick" | "name" | "bussinessid" | "phone" | "primaryemailbusiness" | "secondaryemailbusiness" | "address" | "activity";
            };
            readonly cookie?: never;
        };
        readonly get?: never;
        /** Change one field of the company. */
        readonly put: operations["editCompanyField"];
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/perfil/hours/{email}/{token}/{ownerId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        /** The business's working hours and closed days (null before set-up). */
        readonly get: operations["getBusinessHours"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/perfil/hours/edit": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Replace the working hours and closed days (owner only; a manager or a leader may read them, not save them).
         * @description Configuration is the owner's. A manager or a leader gets 403 "Only the business owner can do this." and nothing is saved.
         */
        readonly post: operations["saveBusinessHours"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/items/budget/show/{email}/{token}/{ownerId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        /** The business's services, by name. */
        readonly get: operations["listServices"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/items/budget/create": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** Add the services queued in the add mode, all at once (the server assigns the ids). */
        readonly post: operations["createServices"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/item/budget/delete/{email}/{token}/{itemId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The service's id. */
                readonly itemId: string;
            };
            readonly cookie?: never;
        };
        /** Delete a service. */
        readonly get: operations["deleteService"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/item/budget/edit/{email}/{token}/{itemId}/{itemName}/{price}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The service's id. */
                readonly itemId: string;
                /** @description The new name: 3 to 50 characters. */
                readonly itemName: string;
                /** @description The new price, at most two decimals, with a dot or a comma ("Add a valid price"). */
                readonly price: string;
            };
            readonly cookie?: never;
        };
        /** Change a service's name and price. */
        readonly get: operations["editService"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/managers/{email}/{token}/{ownerId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        /** The business's managers (owner only). The document names the segment {userId}; it is the owner id. */
        readonly get: operations["listManagers"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/managers/delete/user": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** Delete a manager (owner only). */
        readonly post: operations["deleteManager"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/leaders/{email}/{token}/{ownerId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        /** The business's leaders. */
        readonly get: operations["listLeaders"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/leaders/delete/user": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** Delete a leader. A leader who leads a team is refused (400). */
        readonly post: operations["deleteLeader"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/colaborators/{email}/{token}/{ownerId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        /** The business's collaborators. */
        readonly get: operations["listCollaborators"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/colaborators/delete/user": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** Delete a collaborator (it leaves its teams). */
        readonly post: operations["deleteCollaborator"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/cadastre/manager": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** Add a manager (owner only); a welcome e-mail is sent. The plan's limit is 403. */
        readonly post: operations["createManager"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/cadastre/leader": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** Add a leader; a welcome e-mail is sent. The plan's limit is 403. */
        readonly post: operations["createLeader"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/cadastre/colaborator": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** Add a collaborator. The plan's limit is 403. */
        readonly post: operations["createCollaborator"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/colaborators/update/user": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** Change a collaborator's name, phone and address. */
        readonly post: operations["updateCollaborator"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/team/get/{email}/{token}/{ownerId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        /** The business's teams, by name. */
        readonly get: operations["listTeams"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/employers/{email}/{token}/{ownerId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        /** The people a team may hold - users (leaders and managers, who may lead) and collaborators - merged by the team pickers. */
        readonly get: operations["listTeamCandidates"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/team/create": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** Create a team with a leader and collaborators. */
        readonly post: operations["createTeam"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/teams/team/update": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** Rename a team, change its leader and its collaborators (kept when `colaborators` is missing). */
        readonly post: operations["updateTeam"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/teams/team/delete": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** Delete a team (its clients keep no team). */
        readonly post: operations["deleteTeam"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/clients/handle-issues/{email}/{token}/{userId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The caller's own id. Another person's is 403. */
                readonly userId: components["parameters"]["UserId"];
            };
            readonly cookie?: never;
        };
        /** The clients with visits today that are still open - pending or started (the client list's "issues"). */
        readonly get: operations["listPendingClients"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/clients/{email}/{token}/{ownerId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        /** The business's clients, by name. */
        readonly get: operations["listClients"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/clients/update/user": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** Change a client's fields. */
        readonly post: operations["updateClient"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/team/get/todos/{email}/{token}/{teamId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The team's id. */
                readonly teamId: string;
            };
            readonly cookie?: never;
        };
        /** Every client of a team with its visits (the add-client screen's conflict check). */
        readonly get: operations["listTeamVisits"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/clients/cadastre": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** Add a client with its team and its first visits. */
        readonly post: operations["createClient"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/clients/client/todos/{email}/{token}/{clientId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description A client of the caller's business (unknown 400, another business's 403). */
                readonly clientId: components["parameters"]["ClientId"];
            };
            readonly cookie?: never;
        };
        /** A client's attached services and calendar (visits and recurrence). */
        readonly get: operations["getClientSchedule"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/clients/client/todo/delete/{email}/{token}/{clientId}/{scheduleId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description A client of the caller's business (unknown 400, another business's 403). */
                readonly clientId: components["parameters"]["ClientId"];
                /** @description The visit's id (a schedule entry's id). */
                readonly scheduleId: string;
            };
            readonly cookie?: never;
        };
        /** Delete one of a client's visits. A visit of another client is 400. */
        readonly get: operations["deleteVisit"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/clients/client/service/delete/{email}/{token}/{serviceId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The attached service's own id (not the catalogue id). */
                readonly serviceId: string;
            };
            readonly cookie?: never;
        };
        /** Remove a service from a client. */
        readonly get: operations["deleteAttachedService"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/clients/client/todo/add": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** Add visits to a client (no conflict check on the server). */
        readonly post: operations["addVisits"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/clients/client/delete/{email}/{token}/{clientId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description A client of the caller's business (unknown 400, another business's 403). */
                readonly clientId: components["parameters"]["ClientId"];
            };
            readonly cookie?: never;
        };
        /** Delete a client with its visits, attached services and reports. */
        readonly get: operations["deleteClient"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/clients/client/team/update": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** Assign a client to another team. */
        readonly post: operations["changeClientTeam"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/clients/client/todo/date/update": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** Move one of a client's visits. A finished or cancelled visit is refused (400). */
        readonly post: operations["moveVisit"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/clients/client/services/add": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** Attach catalogue services to a client, with the budget's discount. */
        readonly post: operations["attachServices"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/calendar/data/{email}/{token}/{ownerId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        /** One calendar record per client of the business. */
        readonly get: operations["getCalendar"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/reports/{email}/{token}/{ownerId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        /** Each client of the business with its services and task reports (newest first). */
        readonly get: operations["getReports"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/map/services/in/{email}/{token}/{userId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The caller's own id. Another person's is 403. */
                readonly userId: components["parameters"]["UserId"];
            };
            readonly cookie?: never;
        };
        /** The road screen's clients - every client of the business with a visit open today (pending or started), ordered by their first open visit. */
        readonly get: operations["listRoadClients"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/client/service/notify/started/{email}/{token}/{clientId}/{ownerId}/{userId}/{userName}/{todoId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description A client of the caller's business (unknown 400, another business's 403). */
                readonly clientId: components["parameters"]["ClientId"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
                /** @description The caller's own id. Another person's is 403. */
                readonly userId: components["parameters"]["UserId"];
                /** @description The caller's "name-surname" (spaces as dashes). It must name the signed-in person (first name alone, or name and surname; compared case-insensitively after NFC, with spaces, hyphens and underscores alike), else 400; the report and the client's e-mail take the name from the account. */
                readonly userName: string;
                /** @description The pending visit to start ("null" or "undefined" is 400). */
                readonly todoId: string;
            };
            readonly cookie?: never;
        };
        /** "Avisar cliente" - starts a pending visit and e-mails the client; answers the task id that the finish sends back. */
        readonly get: operations["startVisit"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/client/service/notify/started/{email}/{token}/{clientId}/{ownerId}/{userId}/{nameSurname}/{todoIdReference}/{reportText}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description A client of the caller's business (unknown 400, another business's 403). */
                readonly clientId: components["parameters"]["ClientId"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
                /** @description The caller's own id. Another person's is 403. */
                readonly userId: components["parameters"]["UserId"];
                /** @description The documented `{name-surname}` segment - the caller's name with dashes for spaces. It must name the signed-in person as for the start (400 otherwise); "null" or "undefined" stands for them. */
                readonly nameSurname: string;
                /** @description The visit to finish - its id, or the task id a start answered. "null" or "undefined" finishes the client's started visit, else its first pending visit today. */
                readonly todoIdReference: string;
                /** @description The documented `:{reportText}` segment - a colon followed by the URL-encoded report text (the observation, cut to 250 characters). */
                readonly reportText: string;
            };
            readonly cookie?: never;
        };
        /** The calendar's "Finalizar serviço" - the notify/started variant that finishes a visit with the report text (DECISIONS 13). */
        readonly get: operations["finishVisitFromCalendar"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/client/service/notify/cancel/{email}/{token}/{clientId}/{ownerId}/{sameClientId}/{todoId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description A client of the caller's business (unknown 400, another business's 403). */
                readonly clientId: components["parameters"]["ClientId"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
                /** @description The documented path carries {clientId} twice; both must be the same client (else 400). */
                readonly sameClientId: string;
                /** @description The visit to cancel, pending or started. */
                readonly todoId: string;
            };
            readonly cookie?: never;
        };
        /** "Cancelar atendimento" - cancels a pending or started visit. */
        readonly get: operations["cancelVisit"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/company/client/service/notify/finish": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /** "Finalizar serviço" - finishes a started visit with the observation. */
        readonly post: operations["finishVisit"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/criar-assinatura": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * The owner subscribes to the basic or plus plan by card.
         * @description The mock server simulates payments (DECISIONS 18) - a Luhn-valid number that has not expired is charged, except 4000000000000002, which is declined (400). The card number and security code are never stored or repeated.
         */
        readonly post: operations["subscribe"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        readonly Error: {
            readonly error: string;
        };
        /** @description An acknowledgement. The mock server always says what was done; 000 and 001 show no answer for several calls, so a client must not need `message`. */
        readonly Message: {
            readonly message?: string;
        };
        readonly MessageWithUrl: {
            readonly message: string;
            readonly url: string;
        };
        /** @description A record's id (UUIDs in the mock server). */
        readonly Id: string;
        /** @description An id in a request body - a non-empty text of at most 100 characters or a whole number. */
        readonly IdInput: string | number;
        /** @description The signed-in person's e-mail or session token. */
        readonly Credential: string;
        readonly Latitude: number;
        readonly Longitude: number;
        /** @description An address complement, at most 50 characters (000 section 5, inputs at most 50 unless stated). */
        readonly Complement: string | null;
        /** @description 1 to 50 distinct titles of 1 to 100 characters (activity categories). */
        readonly TextList: readonly string[];
        /** @enum {string} */
        readonly Role: "default" | "freelancer" | "employer" | "manager" | "leader";
        /** @enum {string} */
        readonly ActivationState: "handle" | "activated" | "inactive";
        /** @enum {string} */
        readonly Plan: "free" | "basic" | "plus";
        /** @enum {string} */
        readonly Recurrence: "daily" | "weekly" | "biweekly" | "monthly" | "period" | "unit";
        readonly NullableRecurrence: components["schemas"]["Recurrence"] | null;
        /** @description A service duration "HH:MM" (hours 00-23), or null when none was given. */
        readonly NullableDuration: string | null;
        /** @description A date as day/month/year. */
        readonly WireDate: string;
        readonly Hour12: string;
        readonly Minute: string;
        /** @enum {string} */
        readonly Meridian: "AM" | "PM";
        /** @enum {string} */
        readonly VisitStatus: "pending" | "started" | "finished" | "cancelled";
        /** Format: date-time */
        readonly Instant: string;
        readonly NullableInstant: components["schemas"]["Instant"] | null;
        /** @description The user record of login and activation (decision 0002). */
        readonly UserRecord: {
            readonly id: components["schemas"]["Id"];
            readonly name: string;
            readonly surname: string;
            readonly username?: string;
            readonly email: string;
            readonly doc_id: string | null;
            readonly phone: string | null;
            readonly location_description: string | null;
            readonly latitude: number | null;
            readonly longitude: number | null;
            readonly complement: string | null;
            readonly role: components["schemas"]["Role"];
            readonly is_active: components["schemas"]["ActivationState"];
            readonly token: string;
            /** @description Null for an owner; the owner's id for a manager or leader. */
            readonly createdById: string | null;
        };
        readonly LoginAnswer: {
            readonly user: components["schemas"]["UserRecord"];
            /** @description Where the app goes next (core's loading policy). */
            readonly url: string;
        };
        readonly ActivateAnswer: {
            readonly isActive: components["schemas"]["ActivationState"];
            readonly message?: string;
            readonly user?: components["schemas"]["UserRecord"];
        };
        readonly RoleChanged: {
            readonly message: string;
            readonly role: components["schemas"]["Role"];
        };
        readonly Category: {
            readonly id: components["schemas"]["Id"];
            readonly title: string;
        };
        readonly LoginBody: {
            /**
             * @description The e-mail rule of 000 section 5.
             * @example owner@fieldteam.dev
             */
            readonly email: string;
            readonly password: string;
        };
        readonly RegisterBody: {
            /** @description Letters (with accents), digits and spaces, 4 to 50 characters. */
            readonly name: string;
            readonly surname: string;
            readonly email: string;
            /** @description Letters, digits and @!#$%^&*()/\ with a lower and an upper case letter. */
            readonly password: string;
            /** @description The document id (CPF) sent as an integer (as documented) or as text: 6 to 14 digits once punctuation is stripped. */
            readonly docid: number | string;
            /** @description Must be true ("Accepting the terms of use is required to proceed"). */
            readonly useterms: boolean;
        };
        readonly RequestCodeBody: {
            readonly email: string;
        };
        readonly ChangePasswordBody: {
            readonly email: string;
            readonly newpassword: string;
            /** @description The e-mailed reset code as a number (as documented) or as text (up to 6 digits). */
            readonly code: number | string;
        };
        readonly ActivateBody: {
            readonly email: components["schemas"]["Credential"];
            readonly token: components["schemas"]["Credential"];
            /** @description The e-mailed activation code, 6 to 8 characters, as text or as a number. */
            readonly code: string | number;
        };
        readonly SetFreelancerBody: {
            readonly email: components["schemas"]["Credential"];
            readonly token: components["schemas"]["Credential"];
            /** @description The address, 6 to 150 characters. */
            readonly description: string;
            readonly latitude: components["schemas"]["Latitude"];
            readonly longitude: components["schemas"]["Longitude"];
            readonly complement?: components["schemas"]["Complement"];
            /** @description Digits only, 6 to 50. */
            readonly phone: string;
            readonly activity: components["schemas"]["TextList"];
            /** @description Must be true ("Accepting the terms of use is required to proceed"). */
            readonly useterms: boolean;
        };
        readonly SetEmployerBody: {
            readonly email: components["schemas"]["Credential"];
            readonly token: components["schemas"]["Credential"];
            /** @description Letters, digits, dot, hyphen and underscore; 3 to 50. */
            readonly business_nick: string;
            readonly comercial_name: string;
            readonly business_hours: components["schemas"]["BusinessHoursInput"];
            readonly primaryemailbusiness: string;
            readonly secondaryemailbusiness: string;
            /** @description CNPJ-style, as text or as an integer: 6 to 14 digits once punctuation is stripped. */
            readonly business_id: string | number;
            readonly location_description: string;
            readonly latitude: components["schemas"]["Latitude"];
            readonly longitude: components["schemas"]["Longitude"];
            readonly complement?: components["schemas"]["Complement"];
            readonly phone: string;
            readonly activitys: components["schemas"]["TextList"];
            /** @description Must be true ("Accepting the terms of use is required to proceed"). */
            readonly useterms: boolean;
        };
        /** @description Working hours and closed days as stored - Portuguese weekday names (DECISIONS 8) and whole hours "HH:00". */
        readonly BusinessHours: {
            readonly workingHours: readonly {
                readonly id: string;
                /** @example segunda-feira */
                readonly day: string;
                readonly startTime: string;
                readonly endTime: string;
            }[];
            readonly closedDays: readonly string[];
        };
        /** @description Working hours and closed days in a request - weekday names in any of the four languages, hours as "HH:00", "H" or a number; at most 7 of each; no day twice; no working hours on a closed day; at least one entry. */
        readonly BusinessHoursInput: {
            readonly workingHours: readonly {
                /** @description A time-based id (text or number); the server assigns one otherwise. */
                readonly id?: unknown;
                readonly day: string;
                readonly startTime: string | number;
                readonly endTime: string | number;
            }[];
            readonly closedDays: readonly string[];
        };
        readonly Company: {
            /** @description Digits only. */
            readonly business_id: string;
            readonly business_nick: string;
            readonly comercial_name: string;
            readonly primaryemailbusiness: string;
            readonly secondaryemailbusiness: string;
            readonly phone: string;
            readonly location_description: string;
            /** @description The address again (the document's company entity names both). */
            readonly description: string;
            readonly latitude: number;
            readonly longitude: number;
            readonly complement?: string | null;
            readonly activitys: readonly string[];
            readonly opening_hours: components["schemas"]["BusinessHours"];
            readonly plan?: components["schemas"]["Plan"];
        };
        readonly UserFieldBody: {
            readonly email: components["schemas"]["Credential"];
            readonly token: components["schemas"]["Credential"];
            /** @description The new value, checked with that field's rule; a whole number is read as its digits (phone, docid). */
            readonly dataUpdate: string | number;
        };
        readonly CompanyFieldBody: {
            readonly email: components["schemas"]["Credential"];
            readonly token: components["schemas"]["Credential"];
            readonly userid: components["schemas"]["IdInput"];
            /** @description The new value of a text field (nick, name, bussinessid, phone, the e-mails). */
            readonly dataUpdate?: string;
            readonly newactivity?: components["schemas"]["TextList"];
            readonly location_description?: string;
            readonly latitude?: components["schemas"]["Latitude"];
            readonly longitude?: components["schemas"]["Longitude"];
        };
        readonly HoursBody: {
            readonly email: components["schemas"]["Credential"];
            readonly token: components["schemas"]["Credential"];
            readonly userId: components["schemas"]["IdInput"];
            readonly business_hours: components["schemas"]["BusinessHoursInput"];
        };
        readonly Service: {
            readonly id: components["schemas"]["Id"];
            readonly itemName: string;
            readonly price: number;
        };
        readonly CreateServicesBody: {
            readonly email: components["schemas"]["Credential"];
            readonly token: components["schemas"]["Credential"];
            readonly createdById: components["schemas"]["IdInput"];
            readonly budgets: readonly {
                /** @description A time-based id; the server assigns its own. */
                readonly id?: unknown;
                readonly itemName: string;
                /** @description A number with at most two decimals, or the same as text with a dot or a comma. */
                readonly price: number | string;
            }[];
        };
        readonly Member: {
            readonly id: components["schemas"]["Id"];
            readonly name: string;
            readonly surname: string;
            readonly email: string;
            readonly phone: string | null;
        };
        readonly Collaborator: {
            readonly id: components["schemas"]["Id"];
            readonly name: string;
            readonly surname: string;
            readonly phone: string;
            /** @description The address. */
            readonly description: string;
            readonly latitude: number;
            readonly longitude: number;
        };
        readonly DeleteUserBody: {
            readonly email: components["schemas"]["Credential"];
            readonly token: components["schemas"]["Credential"];
            readonly userid: components["schemas"]["IdInput"];
        };
        readonly NewMemberBody: {
            readonly email: components["schemas"]["Credential"];
            readonly token: components["schemas"]["Credential"];
            readonly name: string;
            readonly surname: string;
            /** @description The new person's e-mail (the same field for a leader). */
            readonly manageremail: string;
            readonly password: string;
            /** @description True by default; false is refused. */
            readonly useterms?: boolean;
            readonly createdById: components["schemas"]["IdInput"];
        };
        readonly CollaboratorFields: {
            readonly email: components["schemas"]["Credential"];
            readonly token: components["schemas"]["Credential"];
            readonly name: string;
            readonly surname: string;
            readonly phone: string;
            /** @description The address. */
            readonly description: string;
            readonly latitude: components["schemas"]["Latitude"];
            readonly longitude: components["schemas"]["Longitude"];
        };
        readonly NewCollaboratorBody: components["schemas"]["CollaboratorFields"] & {
            readonly createdById: components["schemas"]["IdInput"];
        };
        readonly UpdateCollaboratorBody: components["schemas"]["CollaboratorFields"] & {
            readonly colaboratorId: components["schemas"]["IdInput"];
        };
        readonly PersonRef: {
            readonly id: components["schemas"]["Id"];
            readonly name: string;
        };
        readonly Team: {
            readonly id: components["schemas"]["Id"];
            readonly name: string;
            readonly leaderTeam: components["schemas"]["PersonRef"] | null;
            readonly colaborators: readonly components["schemas"]["PersonRef"][];
        };
        /** @description A person of the business, `{ id, name }` as documented or the bare id; the server uses the person's current name. */
        readonly PersonRefInput: {
            readonly id: components["schemas"]["IdInput"];
            /** @description Ignored. */
            readonly name?: unknown;
        } | components["schemas"]["IdInput"];
        readonly PersonRefListInput: readonly components["schemas"]["PersonRefInput"][];
        readonly CreateTeamBody: {
            readonly email: components["schemas"]["Credential"];
            readonly token: components["schemas"]["Credential"];
            readonly createdById: components["schemas"]["IdInput"];
            readonly teamName: string;
            readonly selectedEmployer: components["schemas"]["PersonRefInput"];
            readonly mergeColaborators?: components["schemas"]["PersonRefListInput"];
        };
        /** @description What is left out, null or blank keeps its current value (000 section 4). */
        readonly UpdateTeamBody: {
            readonly email: components["schemas"]["Credential"];
            readonly token: components["schemas"]["Credential"];
            readonly teamId: components["schemas"]["IdInput"];
            readonly teamName?: string | null;
            readonly teamLeader?: components["schemas"]["PersonRefInput"] | null;
            readonly colaborators?: components["schemas"]["PersonRefListInput"] | null;
        };
        readonly DeleteTeamBody: {
            readonly email: components["schemas"]["Credential"];
            readonly token: components["schemas"]["Credential"];
            readonly teamId: components["schemas"]["IdInput"];
        };
        /** @description A visit ("todo") - local date and 12-hour time of the business, and its state. */
        readonly ScheduleEntry: {
            readonly id: components["schemas"]["Id"];
            readonly date: components["schemas"]["WireDate"];
            readonly hour: components["schemas"]["Hour12"];
            readonly minute: components["schemas"]["Minute"];
            readonly meridian: components["schemas"]["Meridian"];
            readonly status?: components["schemas"]["VisitStatus"];
        };
        readonly TeamInfo: {
            readonly id: components["schemas"]["Id"];
            readonly name: string;
            readonly leaderTeam: components["schemas"]["PersonRef"] | null;
            readonly colaborators: readonly components["schemas"]["PersonRef"][];
        };
        readonly Client: {
            readonly id: components["schemas"]["Id"];
            readonly name: string;
            /** @description 001 section 3; empty when the client has none (the documented bodies send none). */
            readonly surname: string;
            readonly phone: string;
            readonly email: string;
            readonly docId: string | null;
            readonly birthday: components["schemas"]["WireDate"] | null;
            /** @description The address text. */
            readonly description?: string;
            /** @description The same address text under its other name (001 section 3). */
            readonly addressDescription?: string;
            readonly latitude: number;
            readonly longitude: number;
            readonly team: components["schemas"]["TeamInfo"] | null;
            readonly serviceTime: components["schemas"]["NullableDuration"];
            readonly createdById: components["schemas"]["Id"];
            readonly createdAt: components["schemas"]["Instant"];
        };
        readonly ClientContact: {
            readonly id: components["schemas"]["Id"];
            readonly name: string;
            readonly phone: string;
            readonly email: string;
            readonly description: string;
            readonly latitude: number;
            readonly longitude: number;
        };
        readonly AttachedService: {
            readonly id: components["schemas"]["Id"];
            readonly name: string;
            readonly value: number;
            readonly serviceId: components["schemas"]["Id"];
        };
        /**
         * @description The client's discount in percent (0-100, two decimals; 0 without one), the one the last
         *     services/add applied. It applies to the total of all the client's attached services (001
         *     section 4; every view of the services shows the discounted total).
         */
        readonly Discount: number;
        readonly TaskReport: {
            /** @description The date of the visit the report covers ("dd/mm/yyyy"), null when the visit was deleted. */
            readonly visitDate?: string | null;
            readonly startedTime: components["schemas"]["NullableInstant"];
            readonly finishedTime: components["schemas"]["NullableInstant"];
            readonly colaborator_name: string | null;
            readonly observation: string;
            /** @description The visit. */
            readonly todoId: string | null;
            /** @description The task id the start answered. */
            readonly todoIdReference: string | null;
        };
        readonly CalendarRecord: {
            readonly clientInfo: components["schemas"]["ClientContact"];
            readonly teamInfo: components["schemas"]["TeamInfo"] | null;
            readonly period: components["schemas"]["NullableRecurrence"];
            /** @enum {string} */
            readonly status: "waiting" | "in progress" | "finished";
            readonly schedule: readonly components["schemas"]["ScheduleEntry"][];
        };
        readonly RoadClient: {
            readonly discount?: components["schemas"]["Discount"];
            readonly clientId: components["schemas"]["Id"];
            readonly name: string;
            readonly phone: string;
            readonly email: string;
            readonly description: string;
            readonly services: readonly {
                readonly serviceId: components["schemas"]["Id"];
                readonly serviceName: string;
                readonly serviceValue: number;
            }[];
            /** @description The visits open today (pending or started), earliest first; the first one is worked on. */
            readonly todos: readonly {
                readonly todoId: components["schemas"]["Id"];
                readonly date?: components["schemas"]["WireDate"];
                readonly hour?: components["schemas"]["Hour12"];
                readonly minute?: components["schemas"]["Minute"];
                readonly meridian?: components["schemas"]["Meridian"];
            }[];
            readonly latitude: number;
            readonly longitude: number;
        };
        /** @description A visit in a request - date "dd/mm/yyyy", hour 01-12 and minute 00-59 (as text or numbers), meridian AM or PM. */
        readonly ScheduleEntryInput: {
            /** @example 23/11/2026 */
            readonly date: string;
            readonly hour: string | number;
            readonly minute: string | number;
            /**
             * @example AM
             * @example PM
             */
            readonly meridian: string;
        };
        readonly ScheduleEntriesInput: readonly components["schemas"]["ScheduleEntryInput"][];
        /** @description The team - its id, or `{ id, name }` (the server reads the id). */
        readonly TeamRefInput: components["schemas"]["IdInput"] | {
            readonly id: components["schemas"]["IdInput"];
        };
        readonly ClientFields: {
            readonly email: components["schemas"]["Credential"];
            readonly token: components["schemas"]["Credential"];
            readonly name: string;
            /** @description Optional (001 section 3 lists it; the documented bodies do not send it). */
            readonly surname?: string | null;
            readonly phone: string;
            readonly clientEmail: string;
            /** @description Digits; optional. */
            readonly docId?: string | number | null;
            /** @description "dd/mm/yyyy", not after today; optional. */
            readonly birthday?: string | null;
            /** @description The address. */
            readonly description: string;
            readonly latitude: components["schemas"]["Latitude"];
            readonly longitude: components["schemas"]["Longitude"];
            /** @description The service duration "HH:MM"; optional. */
            readonly serviceTime?: string | null;
        };
        /**
         * @description A new client needs a team and its own fields only (001 section 5); its visits may come
         *     later, on the client's page. `dates` may be left out or empty; when it has
         *     dates, `checked` (their recurrence) is required.
         */
        readonly NewClientBody: components["schemas"]["ClientFields"] & {
            readonly team: components["schemas"]["TeamRefInput"];
            readonly dates?: readonly components["schemas"]["ScheduleEntryInput"][];
            readonly checked?: components["schemas"]["Recurrence"] | null | "";
            readonly createdById: components["schemas"]["IdInput"];
        };
        readonly UpdateClientBody: components["schemas"]["ClientFields"] & {
            readonly clientId: components["schemas"]["IdInput"];
        };
        readonly AddVisitsBody: {
            readonly email: components["schemas"]["Credential"];
            readonly token: components["schemas"]["Credential"];
            readonly clientId: components["schemas"]["IdInput"];
            readonly dates: components["schemas"]["ScheduleEntriesInput"];
            readonly checked: components["schemas"]["Recurrence"];
        };
        readonly ChangeTeamBody: {
            readonly email: components["schemas"]["Credential"];
            readonly token: components["schemas"]["Credential"];
            readonly clientId: components["schemas"]["IdInput"];
            readonly team: components["schemas"]["TeamRefInput"];
        };
        readonly MoveVisitBody: {
            readonly email: components["schemas"]["Credential"];
            readonly token: components["schemas"]["Credential"];
            readonly clientId: components["schemas"]["IdInput"];
            readonly scheduleId: components["schemas"]["IdInput"];
            readonly newSchedule: components["schemas"]["ScheduleEntryInput"];
        };
        readonly AttachServicesBody: {
            readonly email: components["schemas"]["Credential"];
            readonly token: components["schemas"]["Credential"];
            readonly clientId: components["schemas"]["IdInput"];
            readonly createdById: components["schemas"]["IdInput"];
            /** @description Catalogue items; the server reads the ids and uses the items' current names and prices. */
            readonly selectedItemsList: readonly {
                readonly id: components["schemas"]["IdInput"];
                /** @description Ignored. */
                readonly itemName?: unknown;
                /** @description Ignored. */
                readonly price?: unknown;
            }[];
            /** @description The client's discount on all its services, a percent 0-100 with at most two decimals, as a number or text; absent, null or empty leaves the client's discount as it is. */
            readonly discount?: number | string | null;
            /** @description The client's total after the discount: the services it already has and these (services/add adds to them); the server computes it itself. */
            readonly totalPrice?: unknown;
            /** @description The client's e-mail (spelled so); not used by the server. */
            readonly clietEmail?: unknown;
        };
        readonly FinishVisitBody: {
            readonly email: components["schemas"]["Credential"];
            readonly token: components["schemas"]["Credential"];
            readonly clientId: components["schemas"]["IdInput"];
            readonly createdById: components["schemas"]["IdInput"];
            readonly todoId: components["schemas"]["IdInput"];
            /** @description The report text, cut to 250 characters. */
            readonly observation?: string | null;
            readonly taskcorresponded: components["schemas"]["IdInput"];
        };
        readonly SubscriptionBody: {
            readonly email: components["schemas"]["Credential"];
            readonly token: components["schemas"]["Credential"];
            readonly employerId: components["schemas"]["IdInput"];
            readonly card: {
                /** @description The card number; spaces and dashes allowed. */
                readonly number: string;
                /** @description 1 to 12. */
                readonly exp_month: number;
                /** @description Four digits, or two meaning 20YY. */
                readonly exp_year: number;
                /** @description 3 or 4 digits. */
                readonly cvc: string;
            };
            /**
             * @description The extra field of DECISIONS 5; missing, null or empty subscribes to basic.
             * @enum {unknown}
             */
            readonly plan?: "basic" | "plus" | "" | null;
        };
    };
    responses: {
        /** @description The answer the caller kept (the `ETag` it sent in `If-None-Match`) is still the answer; no body. */
        readonly NotModified: {
            headers: {
                readonly ETag: components["headers"]["ETag"];
                readonly [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Done; `message` is shown to the person. */
        readonly Message: {
            headers: {
                readonly [name: string]: unknown;
            };
            content: {
                readonly "application/json": components["schemas"]["Message"];
            };
        };
        /** @description Bad input - the broken rule's message (the specification's text where it quotes one), an unknown record id, a change the current state does not allow (taken e-mail, a role already chosen, a visit in the wrong state), or a declined card. */
        readonly BadRequest: {
            headers: {
                readonly [name: string]: unknown;
            };
            content: {
                readonly "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Wrong credentials, or a session that is not live. */
        readonly Unauthorized: {
            headers: {
                readonly [name: string]: unknown;
            };
            content: {
                readonly "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not allowed - another business's data, a role that may not do this, or the plan's limit. */
        readonly Forbidden: {
            headers: {
                readonly [name: string]: unknown;
            };
            content: {
                readonly "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is over 1 MB. */
        readonly TooLarge: {
            headers: {
                readonly [name: string]: unknown;
            };
            content: {
                readonly "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body's encoding or character set cannot be read. */
        readonly UnsupportedBody: {
            headers: {
                readonly [name: string]: unknown;
            };
            content: {
                readonly "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Passwords are hashed in worker threads behind a bounded queue (decision 0025); when it is
         *     full the call is refused at once instead of waiting. Try again after `Retry-After` seconds.
         */
        readonly Busy: {
            headers: {
                /** @description Seconds to wait before trying again. */
                readonly "Retry-After"?: number;
                readonly [name: string]: unknown;
            };
            content: {
                readonly "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description A business's large answers (its client list, calendar and reports, and its teams' agendas)
         *     share a budget: 4 being sent at once, each held to 8 MB/s, and 64 more waiting their turn
         *     in order; a call beyond that is refused at once (decision 0021). One person's browser never
         *     meets it. Try again after `Retry-After` seconds.
         */
        readonly LargeAnswersBusy: {
            headers: {
                /** @description Seconds to wait before trying again. */
                readonly "Retry-After"?: number;
                readonly [name: string]: unknown;
            };
            content: {
                readonly "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description A limit of the account calls (decision 0024), counted before the password or code is
         *     checked: 100 failed sign-ins an hour per account and per account and client address (an
         *     address the account signed in from is held only by its own count), 300 per client
         *     address; 5 codes per e-mail an hour; 100 code requests and 100 wrong codes per client
         *     address an hour; 300 registrations per client address an hour. The answer carries
         *     `Retry-After` (seconds), and is the same whether or not the e-mail has an account.
         */
        readonly TooManyRequests: {
            headers: {
                /** @description Seconds until the limit lets the next attempt through. */
                readonly "Retry-After"?: number;
                readonly [name: string]: unknown;
            };
            content: {
                readonly "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
        readonly Email: string;
        /** @description The session token (the second half of the documented {auth}). */
        readonly Token: string;
        /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
        readonly OwnerId: string;
        /** @description The caller's own id. Another person's is 403. */
        readonly UserId: string;
        /** @description A client of the caller's business (unknown 400, another business's 403). */
        readonly ClientId: string;
        /** @description The `ETag` of the answer the caller kept; while the answer is unchanged the call answers 304 with no body. */
        readonly IfNoneMatch: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description The answer's tag (weak: the same JSON in any content coding). It changes when the answer
         *     changes, and only then; two businesses' answers never share one.
         */
        readonly ETag: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    readonly login: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["LoginBody"];
            };
        };
        readonly responses: {
            /** @description Signed in. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["LoginAnswer"];
                };
            };
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
            readonly 429: components["responses"]["TooManyRequests"];
            readonly 503: components["responses"]["Busy"];
        };
    };
    readonly register: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["RegisterBody"];
            };
        };
        readonly responses: {
            /** @description Registered. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["MessageWithUrl"];
                };
            };
            readonly 400: components["responses"]["BadRequest"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
            readonly 429: components["responses"]["TooManyRequests"];
            readonly 503: components["responses"]["Busy"];
        };
    };
    readonly requestResetCode: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["RequestCodeBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
            readonly 429: components["responses"]["TooManyRequests"];
        };
    };
    readonly changePassword: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["ChangePasswordBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
            readonly 429: components["responses"]["TooManyRequests"];
            readonly 503: components["responses"]["Busy"];
        };
    };
    readonly activateAccount: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["ActivateBody"];
            };
        };
        readonly responses: {
            /** @description Activated; the app stores the user record. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["ActivateAnswer"];
                };
            };
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
            readonly 429: components["responses"]["TooManyRequests"];
        };
    };
    readonly checkAuth: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The session is live. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly token: string;
                    };
                };
            };
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
        };
    };
    readonly disconnect: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
        };
    };
    readonly listCategories: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The UI's language code (DECISIONS 22) - en, pt-BR, es-MX or fr; pt and es are accepted too, in any case. */
                readonly language: string;
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The categories. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly results: readonly components["schemas"]["Category"][];
                    };
                };
            };
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
        };
    };
    readonly setFreelancer: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["SetFreelancerBody"];
            };
        };
        readonly responses: {
            /** @description The role is set. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["RoleChanged"];
                };
            };
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
    readonly setEmployer: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["SetEmployerBody"];
            };
        };
        readonly responses: {
            /** @description The business is registered. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["RoleChanged"];
                };
            };
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
    readonly editUserField: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The field to change. An unknown field is 400. */
                readonly field: "nick" | "name" | "surname" | "email" | "phone" | "docid";
            };
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["UserFieldBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
    readonly getCompany: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The company. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly company: components["schemas"]["Company"] | null;
                    };
                };
            };
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
        };
    };
    readonly editCompanyField: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The company field to change (owner only). An unknown field is 400. `address` takes `location_description`, `latitude` and `longitude`; `activity` takes `newactivity`; the others take `dataUpdate`. */
                readonly field: "nick" | "name" | "bussinessid" | "phone" | "primaryemailbusiness" | "secondaryemailbusiness" | "address" | "activity";
            };
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["CompanyFieldBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
    readonly getBusinessHours: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The hours. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly workHours: components["schemas"]["BusinessHours"] | null;
                    };
                };
            };
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
        };
    };
    readonly saveBusinessHours: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["HoursBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
    readonly listServices: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The services. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly budgets: readonly components["schemas"]["Service"][];
                    };
                };
            };
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
        };
    };
    readonly createServices: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["CreateServicesBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
    readonly deleteService: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The service's id. */
                readonly itemId: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
        };
    };
    readonly editService: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The service's id. */
                readonly itemId: string;
                /** @description The new name: 3 to 50 characters. */
                readonly itemName: string;
                /** @description The new price, at most two decimals, with a dot or a comma ("Add a valid price"). */
                readonly price: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
        };
    };
    readonly listManagers: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The managers. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly managers: readonly components["schemas"]["Member"][];
                    };
                };
            };
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
        };
    };
    readonly deleteManager: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["DeleteUserBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
    readonly listLeaders: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The leaders. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly leaders: readonly components["schemas"]["Member"][];
                    };
                };
            };
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
        };
    };
    readonly deleteLeader: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["DeleteUserBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
    readonly listCollaborators: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The collaborators. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly colaborators: readonly components["schemas"]["Collaborator"][];
                    };
                };
            };
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
        };
    };
    readonly deleteCollaborator: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["DeleteUserBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
    readonly createManager: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["NewMemberBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
            readonly 503: components["responses"]["Busy"];
        };
    };
    readonly createLeader: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["NewMemberBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
            readonly 503: components["responses"]["Busy"];
        };
    };
    readonly createCollaborator: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["NewCollaboratorBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
    readonly updateCollaborator: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["UpdateCollaboratorBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
    readonly listTeams: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The teams. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly teams: readonly components["schemas"]["Team"][];
                    };
                };
            };
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
        };
    };
    readonly listTeamCandidates: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The candidates. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly users: readonly {
                            readonly id: components["schemas"]["Id"];
                            readonly name: string;
                            readonly surname: string;
                            /** @enum {string} */
                            readonly role: "manager" | "leader";
                        }[];
                        readonly colaborators: readonly {
                            readonly id: components["schemas"]["Id"];
                            readonly name: string;
                            readonly surname: string;
                        }[];
                    };
                };
            };
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
        };
    };
    readonly createTeam: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["CreateTeamBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
    readonly updateTeam: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["UpdateTeamBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
    readonly deleteTeam: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["DeleteTeamBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
    readonly listPendingClients: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The caller's own id. Another person's is 403. */
                readonly userId: components["parameters"]["UserId"];
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The pending clients. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly todosAndClients: readonly {
                            readonly clientId: components["schemas"]["Id"];
                            readonly name: string;
                            readonly todos: readonly components["schemas"]["ScheduleEntry"][];
                        }[];
                    };
                };
            };
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
        };
    };
    readonly listClients: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description The `ETag` of the answer the caller kept; while the answer is unchanged the call answers 304 with no body. */
                readonly "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The clients. */
            readonly 200: {
                headers: {
                    readonly ETag: components["headers"]["ETag"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly clients: readonly components["schemas"]["Client"][];
                    };
                };
            };
            readonly 304: components["responses"]["NotModified"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 429: components["responses"]["LargeAnswersBusy"];
        };
    };
    readonly updateClient: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["UpdateClientBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
    readonly listTeamVisits: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The team's id. */
                readonly teamId: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The team's clients and visits. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly teamTodos: readonly {
                            readonly client: {
                                readonly id: components["schemas"]["Id"];
                                readonly name: string;
                                readonly estimative: components["schemas"]["NullableDuration"];
                            };
                            readonly schedule: readonly components["schemas"]["ScheduleEntry"][];
                        }[];
                    };
                };
            };
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 429: components["responses"]["LargeAnswersBusy"];
        };
    };
    readonly createClient: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["NewClientBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
    readonly getClientSchedule: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description A client of the caller's business (unknown 400, another business's 403). */
                readonly clientId: components["parameters"]["ClientId"];
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The client's services and calendar. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly services: readonly components["schemas"]["AttachedService"][];
                        readonly discount?: components["schemas"]["Discount"];
                        readonly calendar: {
                            readonly schedule: readonly components["schemas"]["ScheduleEntry"][];
                            readonly period: components["schemas"]["NullableRecurrence"];
                        };
                    };
                };
            };
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
        };
    };
    readonly deleteVisit: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description A client of the caller's business (unknown 400, another business's 403). */
                readonly clientId: components["parameters"]["ClientId"];
                /** @description The visit's id (a schedule entry's id). */
                readonly scheduleId: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
        };
    };
    readonly deleteAttachedService: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The attached service's own id (not the catalogue id). */
                readonly serviceId: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
        };
    };
    readonly addVisits: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["AddVisitsBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
    readonly deleteClient: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description A client of the caller's business (unknown 400, another business's 403). */
                readonly clientId: components["parameters"]["ClientId"];
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
        };
    };
    readonly changeClientTeam: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["ChangeTeamBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
    readonly moveVisit: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["MoveVisitBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
    readonly attachServices: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["AttachServicesBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
    readonly getCalendar: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description The `ETag` of the answer the caller kept; while the answer is unchanged the call answers 304 with no body. */
                readonly "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The calendar. */
            readonly 200: {
                headers: {
                    readonly ETag: components["headers"]["ETag"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly calendar: readonly components["schemas"]["CalendarRecord"][];
                    };
                };
            };
            readonly 304: components["responses"]["NotModified"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 429: components["responses"]["LargeAnswersBusy"];
        };
    };
    readonly getReports: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description The `ETag` of the answer the caller kept; while the answer is unchanged the call answers 304 with no body. */
                readonly "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The reports. */
            readonly 200: {
                headers: {
                    readonly ETag: components["headers"]["ETag"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly combinedData: readonly {
                            readonly client: components["schemas"]["ClientContact"];
                            readonly services: readonly components["schemas"]["AttachedService"][];
                            readonly discount?: components["schemas"]["Discount"];
                            readonly reports: readonly components["schemas"]["TaskReport"][];
                        }[];
                    };
                };
            };
            readonly 304: components["responses"]["NotModified"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 429: components["responses"]["LargeAnswersBusy"];
        };
    };
    readonly listRoadClients: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description The caller's own id. Another person's is 403. */
                readonly userId: components["parameters"]["UserId"];
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The clients with pending work. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly clientsWithTodos: readonly components["schemas"]["RoadClient"][];
                    };
                };
            };
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
        };
    };
    readonly startVisit: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description A client of the caller's business (unknown 400, another business's 403). */
                readonly clientId: components["parameters"]["ClientId"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
                /** @description The caller's own id. Another person's is 403. */
                readonly userId: components["parameters"]["UserId"];
                /** @description The caller's "name-surname" (spaces as dashes). It must name the signed-in person (first name alone, or name and surname; compared case-insensitively after NFC, with spaces, hyphens and underscores alike), else 400; the report and the client's e-mail take the name from the account. */
                readonly userName: string;
                /** @description The pending visit to start ("null" or "undefined" is 400). */
                readonly todoId: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description Started. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @description The task id: the finish's `taskcorresponded` and the report's `todoIdReference`. */
                        readonly id: string;
                        readonly message: string;
                    };
                };
            };
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
        };
    };
    readonly finishVisitFromCalendar: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description A client of the caller's business (unknown 400, another business's 403). */
                readonly clientId: components["parameters"]["ClientId"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
                /** @description The caller's own id. Another person's is 403. */
                readonly userId: components["parameters"]["UserId"];
                /** @description The documented `{name-surname}` segment - the caller's name with dashes for spaces. It must name the signed-in person as for the start (400 otherwise); "null" or "undefined" stands for them. */
                readonly nameSurname: string;
                /** @description The visit to finish - its id, or the task id a start answered. "null" or "undefined" finishes the client's started visit, else its first pending visit today. */
                readonly todoIdReference: string;
                /** @description The documented `:{reportText}` segment - a colon followed by the URL-encoded report text (the observation, cut to 250 characters). */
                readonly reportText: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
        };
    };
    readonly cancelVisit: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The signed-in person's e-mail (the first half of the documented {auth}). */
                readonly email: components["parameters"]["Email"];
                /** @description The session token (the second half of the documented {auth}). */
                readonly token: components["parameters"]["Token"];
                /** @description A client of the caller's business (unknown 400, another business's 403). */
                readonly clientId: components["parameters"]["ClientId"];
                /** @description The business - the caller's own id for an owner, else the caller's createdById. Another business is 403. */
                readonly ownerId: components["parameters"]["OwnerId"];
                /** @description The documented path carries {clientId} twice; both must be the same client (else 400). */
                readonly sameClientId: string;
                /** @description The visit to cancel, pending or started. */
                readonly todoId: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
        };
    };
    readonly finishVisit: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["FinishVisitBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
    readonly subscribe: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": components["schemas"]["SubscriptionBody"];
            };
        };
        readonly responses: {
            readonly 200: components["responses"]["Message"];
            readonly 400: components["responses"]["BadRequest"];
            readonly 401: components["responses"]["Unauthorized"];
            readonly 403: components["responses"]["Forbidden"];
            readonly 413: components["responses"]["TooLarge"];
            readonly 415: components["responses"]["UnsupportedBody"];
        };
    };
}
