/** Stylesheet of the legacy pages: a compact take on the SuiteCRM 7 "suite8" look. */
export const CSS = `
body.legacy{font-family:Lato,Arial,sans-serif;font-size:13px;color:#534d64;background:#fff;margin:0}
.legacy-main{padding:12px 18px}
.moduleTitle h2{font-size:22px;font-weight:400;margin:4px 0 14px;color:#534d64}
.panel{border:1px solid #ddd;border-radius:3px;margin-bottom:14px}
.panel-heading{background:#f5f5f5;padding:6px 10px;border-bottom:1px solid #ddd}
.panel-title{margin:0;font-size:13px;text-transform:uppercase}
.panel-body{padding:8px 10px;display:flex;flex-wrap:wrap}
.detail-view-row-item{width:50%;display:flex;padding:4px 0;box-sizing:border-box}
.detail-view-row-item.wide{width:100%}
.label{width:35%;font-weight:600;color:#817c8d}
.field-value{width:65%}
.required{color:#d70000;margin-left:2px}
.button,input[type=submit],input[type=button],button{background:#f08377;color:#fff;border:0;border-radius:3px;padding:5px 12px;margin:0 4px 4px 0;cursor:pointer;font-size:12px}
.button.secondary{background:#a5e8d6;color:#222}
.buttons{margin:8px 0}
table.list.view{border-collapse:collapse;width:100%;margin:6px 0}
table.list.view th,table.list.view td{border-bottom:1px solid #e4e4e4;padding:5px 6px;text-align:left}
table.list.view th{background:#f5f5f5;font-weight:600}
table.edit.view{border-collapse:collapse;width:100%}
table.edit.view td{padding:5px 6px;vertical-align:top}
.validation-message{color:#d70000;font-size:12px}
.error-message,.msg-error{color:#d70000;margin:6px 0}
.msg-ok{color:#2d7d2d;margin:6px 0}
.tabs{display:flex;gap:4px;list-style:none;padding:0;margin:0 0 8px}
.tabs li a{display:block;padding:5px 10px;background:#eee;color:#534d64;text-decoration:none;border-radius:3px 3px 0 0}
.tabs li.active a{background:#534d64;color:#fff}
.hidden{display:none}
.dashlets{display:flex;flex-wrap:wrap;gap:14px}
.dashletPanel{width:calc(50% - 14px);border:1px solid #ddd}
.dashlet-title{background:#534d64;color:#fff;padding:6px 10px;margin:0;font-size:14px}
.modal-backdrop{position:fixed;inset:0;background:rgba(0,0,0,.3)}
.modal-dialog{position:absolute;left:50%;top:40px;transform:translateX(-50%);background:#fff;width:640px;padding:14px;border-radius:4px}
a{color:#f08377}
`;
