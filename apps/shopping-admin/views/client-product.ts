/**
 * Client part of the product edit page (shopping-admin-replica.md 6.3, 7.1-7.4): field
 * validation before a save, the Advanced Inventory modal, the variation matrix (20 rows a page,
 * each row's "Select" menu: Choose a different Product, Disable/Enable Product, Remove Product;
 * unsaved rows as text inputs), and the "Create Product Configurations" wizard: Select Attributes,
 * Attribute Values (Select All / Deselect All / Remove Attribute; no "Create New Value" for the
 * swatch attributes), Bulk Images, Price and Quantity, Summary, then "Generate Products", which
 * rebuilds the matrix on the page only. The page Save posts the matrix as JSON.
 */
export const PRODUCT_JS = `
(function(){
var dataEl=document.getElementById('product-page-data');if(!dataEl)return;
var D=JSON.parse(dataEl.textContent);var form=document.getElementById('product_form');
function esc(s){return String(s).replace(/[&<>"']/g,function(c){return {'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;',"'":'&#39;'}[c];});}
function decode(s){return String(s).replace(/&trade;/g,'\\u2122').replace(/&amp;/g,'&');}
function money(n){return '$'+Number(n).toFixed(2).replace(/\\B(?=(\\d{3})+(?!\\d))/g,',');}
function qtyText(n){return n===''||n===null||n===undefined?'':String(Number(Number(n).toFixed(4)));}
function field(name){return form.querySelector('[name="'+name+'"]');}
var ATTR={};D.attributes.forEach(function(a){ATTR[a.id]=a;});
function optLabel(aid,oid){var a=ATTR[aid];for(var i=0;i<a.options.length;i++)if(a.options[i].id===oid)return a.options[i].label;return '';}
function optIndex(aid,oid){var a=ATTR[aid];for(var i=0;i<a.options.length;i++)if(a.options[i].id===oid)return i;return 1e9;}
var state={used:D.used.slice(),rows:D.rows.map(function(r){return Object.assign({},r);}),page:1,affected:false};

/* ---- validation ---- */
form.addEventListener('submit',function(e){
  var ok=true;var inputs=form.querySelectorAll('[data-validate]');
  for(var i=0;i<inputs.length;i++){var el=inputs[i];var rules=el.dataset.validate.split(' ');var v=el.value.trim();var msg='';
    if(rules.indexOf('required')>=0&&!v)msg='This is a required field.';
    else if(v&&rules.indexOf('number')>=0&&!/^-?\\d+(\\.\\d+)?$/.test(v.replace(/,/g,'')))msg='Please enter a valid number in this field.';
    else if(v&&rules.indexOf('min0')>=0&&Number(v.replace(/,/g,''))<0)msg='Please enter a number 0 or greater in this field.';
    var err=el.closest('.admin__field-control').querySelector('.admin__field-error');if(err){err.textContent=msg;err.hidden=!msg;}
    if(msg)ok=false;}
  if(!ok){e.preventDefault();return;}
  if(state.affected){form.querySelector('.js-matrix-serialized').value=JSON.stringify({attributes:state.used,rows:state.rows.map(function(r){
    return {id:r.id||null,name:r.name,sku:r.sku,price:r.price,qty:r.qty,weight:r.weight,status:r.status,options:r.options};})});
    form.querySelector('.js-matrix-affected').value='1';}
});

/* ---- Advanced Inventory ---- */
var inv=document.querySelector('.js-inventory-modal');
document.addEventListener('click',function(e){
  if(e.target.closest('.js-advanced-inventory')&&inv){inv.hidden=false;return;}
  if(e.target.closest('.js-modal-close')&&inv&&inv.contains(e.target)){inv.hidden=true;}
});

/* ---- matrix ---- */
var holder=form.querySelector('.js-matrix');var wrap=form.querySelector('[data-index="configurable-matrix"]');
function attrsText(o){return state.used.map(function(aid){return ATTR[aid].label+': '+optLabel(aid,o[aid]);}).join(', ');}
function rowHtml(r,i){
  var cells=r.id?'<td><a href="/admin/catalog/product/edit/id/'+r.id+'/" target="_blank">'+esc(decode(r.name))+'</a></td><td>'+esc(r.sku)+'</td><td>'+money(r.price)+'</td><td>'+qtyText(r.qty)+'</td><td>'+qtyText(r.weight)+'</td>'
    :'<td><input class="admin__control-text js-cell" data-k="name" data-i="'+i+'" aria-label="Name" value="'+esc(r.name)+'"></td><td><input class="admin__control-text js-cell" data-k="sku" data-i="'+i+'" aria-label="SKU" value="'+esc(r.sku)+'"></td>'+
     '<td><input class="admin__control-text js-cell" data-k="price" data-i="'+i+'" aria-label="Price" value="'+esc(r.price)+'"></td><td><input class="admin__control-text js-cell" data-k="qty" data-i="'+i+'" aria-label="Quantity" value="'+esc(r.qty)+'"></td>'+
     '<td><input class="admin__control-text js-cell" data-k="weight" data-i="'+i+'" aria-label="Weight" value="'+esc(r.weight===null?'':r.weight)+'"></td>';
  return '<tr class="data-row'+(r.id?'':' _new')+'" data-i="'+i+'"><td><span class="thumbnail-placeholder" aria-hidden="true"></span></td>'+cells+'<td>'+(r.status===1?'Enabled':'Disabled')+'</td><td>'+esc(attrsText(r.options))+'</td>'+
    '<td><div class="action-select-wrap"><button type="button" class="action-select js-row-menu"><span>Select</span></button><ul class="action-menu" hidden>'+
    '<li><a class="action-menu-item js-row-choose">Choose a different Product</a></li><li><a class="action-menu-item js-row-status">'+(r.status===1?'Disable Product':'Enable Product')+'</a></li>'+
    '<li><a class="action-menu-item js-row-remove">Remove Product</a></li></ul></div></td></tr>';}
function drawMatrix(){
  var n=state.rows.length;var size=D.pageSize;var pages=Math.max(1,Math.ceil(n/size));if(state.page>pages)state.page=pages;
  wrap.hidden=!n;
  var start=(state.page-1)*size;var body=state.rows.slice(start,start+size).map(function(r,k){return rowHtml(r,start+k);}).join('');
  holder.innerHTML='<table class="admin__dynamic-rows data-grid"><thead><tr><th>Image</th><th>Name</th><th>SKU</th><th>Price</th><th>Quantity</th><th>Weight</th><th>Status</th><th>Attributes</th><th>Actions</th></tr></thead><tbody class="js-matrix-body">'+body+'</tbody></table>'+
    (pages>1?'<div class="admin__data-grid-pager js-matrix-pager"><button type="button" class="action-previous js-matrix-prev"'+(state.page<=1?' disabled':'')+'><span>Previous Page</span></button> <span class="js-matrix-page">'+state.page+'</span> of '+pages+' <button type="button" class="action-next js-matrix-next"'+(state.page>=pages?' disabled':'')+'><span>Next Page</span></button></div>':'');
  var btn=form.querySelector('.js-open-wizard span');if(btn)btn.textContent=n?'Edit Configurations':'Create Configurations';}
holder.addEventListener('input',function(e){var c=e.target.closest('.js-cell');if(!c)return;state.rows[Number(c.dataset.i)][c.dataset.k]=c.value;state.affected=true;});
holder.addEventListener('click',function(e){
  if(e.target.closest('.js-matrix-prev')){state.page--;drawMatrix();return;}
  if(e.target.closest('.js-matrix-next')){state.page++;drawMatrix();return;}
  var t=e.target.closest('.js-row-menu');
  if(t){var m=t.nextElementSibling;var open=!m.hidden;var all=holder.querySelectorAll('.action-menu');for(var k=0;k<all.length;k++)all[k].hidden=true;m.hidden=open;return;}
  var tr=e.target.closest('tr[data-i]');if(!tr)return;var i=Number(tr.dataset.i);
  if(e.target.closest('.js-row-remove')){state.rows.splice(i,1);state.affected=true;drawMatrix();return;}
  if(e.target.closest('.js-row-status')){state.rows[i].status=state.rows[i].status===1?2:1;state.affected=true;drawMatrix();return;}
  if(e.target.closest('.js-row-choose')){tr.querySelector('.action-menu').hidden=true;}
});

/* ---- wizard ---- */
var W=null;
function combos(used,checked){var out=[{}];used.forEach(function(aid){var next=[];var vals=ATTR[aid].options.filter(function(o){return checked[aid]&&checked[aid].indexOf(o.id)>=0;});
  out.forEach(function(c){vals.forEach(function(o){var x=Object.assign({},c);x[aid]=o.id;next.push(x);});});out=next;});return out;}
function key(o,used){return used.map(function(a){return a+':'+o[a];}).join('|');}
function openWizard(){
  var checked={};state.used.forEach(function(aid){checked[aid]=[];});
  state.rows.forEach(function(r){state.used.forEach(function(aid){if(r.options[aid]!==undefined&&checked[aid].indexOf(r.options[aid])<0)checked[aid].push(r.options[aid]);});});
  W={step:1,used:state.used.slice(),checked:checked,notice:'',images:'skip',price:'skip',qty:'skip',priceValue:'',qtyValue:'',priceAttr:'',qtyAttr:'',priceBy:{},qtyBy:{}};
  var m=document.createElement('aside');m.className='modal-slide product_form_product_form_configurable_modal js-wizard';m.setAttribute('role','dialog');m.setAttribute('aria-label','Create Product Configurations');
  document.body.appendChild(m);drawWizard();}
function closeWizard(){var m=document.querySelector('.js-wizard');if(m)m.remove();W=null;}
var STEPS=['Select Attributes','Attribute Values','Bulk Images &amp; Price','Summary'];
function existingByKey(){var map={};state.rows.forEach(function(r){if(r.id)map[key(r.options,W.used)]=r;});return map;}
function stepBody(){
  if(W.step===1){var sel=W.used.map(function(a){return ATTR[a].label;}).join(', ')||'--';
    return '<h2 class="steps-wizard-title">Step 1: Select Attributes</h2><button type="button" class="action-secondary js-new-attribute"><span>Create New Attribute</span></button>'+
    '<p class="selected-attributes">Selected Attributes: <span>'+esc(sel)+'</span></p>'+
    '<table class="data-grid"><thead><tr><th class="data-grid-multicheck-cell"><div class="action-multicheck-wrap"><button type="button" class="action-multicheck-toggle js-wz-multi"><span>Options</span></button><ul class="action-menu" hidden>'+
    '<li><button type="button" class="action-menu-item js-wz-select" data-v="1">Select All</button></li><li><button type="button" class="action-menu-item js-wz-select" data-v="0">Deselect All</button></li>'+
    '<li><button type="button" class="action-menu-item js-wz-select" data-v="1">Select All on This Page</button></li><li><button type="button" class="action-menu-item js-wz-select" data-v="0">Deselect All on This Page</button></li></ul></div></th>'+
    '<th>Attribute Code</th><th>Attribute Label</th><th>Required</th><th>System</th><th>Visible</th><th>Scope</th><th>Searchable</th><th>Comparable</th></tr></thead><tbody>'+
    D.attributes.map(function(a){return '<tr><td><input type="checkbox" class="admin__control-checkbox js-wz-attr" data-a="'+a.id+'" aria-label="'+esc(a.code)+'"'+(W.used.indexOf(a.id)>=0?' checked':'')+'></td><td>'+esc(a.code)+'</td><td>'+esc(a.label)+'</td><td>No</td><td>No</td><td>Yes</td><td>Global</td><td>No</td><td>No</td></tr>';}).join('')+'</tbody></table>';}
  if(W.step===2){return '<h2 class="steps-wizard-title">Step 2: Attribute Values</h2><div class="steps-wizard-info"><span>Select values from each attribute to include in this product. Each unique combination of values creates a unique product SKU.</span></div>'+
    W.used.map(function(aid){var a=ATTR[aid];return '<div class="attribute-entity" data-a="'+aid+'"><div class="attribute-entity-top"><span class="draggable-handle" title="Sort Variations"></span><strong class="attribute-label">'+esc(a.label)+'</strong> <span class="attribute-options-count">('+a.options.length+' Options)</span>'+
      ' <button type="button" class="action-select-all js-wz-all"><span>Select All</span></button> <button type="button" class="action-deselect-all js-wz-none"><span>Deselect All</span></button> <button type="button" class="action-remove-all js-wz-remove"><span>Remove Attribute</span></button></div>'+
      '<ul class="attribute-options">'+a.options.map(function(o){var id='wz-'+aid+'-'+o.id;return '<li class="attribute-option"><input type="checkbox" class="admin__control-checkbox js-wz-opt" id="'+id+'" data-a="'+aid+'" data-o="'+o.id+'"'+(W.checked[aid].indexOf(o.id)>=0?' checked':'')+'><label for="'+id+'">'+esc(o.label)+'</label></li>';}).join('')+'</ul></div>';}).join('');}
  if(W.step===3){var ex=existingByKey();var n=combos(W.used,W.checked).filter(function(c){return !ex[key(c,W.used)];}).length;
    function section(kind,title,opts){return '<fieldset class="steps-wizard-section" data-kind="'+kind+'"><legend>'+title+'</legend>'+opts.map(function(o){var id='wz-'+kind+'-'+o[0];return '<div class="admin__field-option"><input type="radio" name="wz-'+kind+'" id="'+id+'" value="'+o[0]+'" class="js-wz-radio" data-kind="'+kind+'"'+(W[kind]===o[0]?' checked':'')+'><label for="'+id+'">'+o[1]+'</label></div>';}).join('')+extra(kind)+'</fieldset>';}
    function extra(kind){if(kind==='images')return '';var label=kind==='price'?'Price':'Quantity';
      if(W[kind]==='single')return '<label>'+label+' <input class="admin__control-text js-wz-value" data-kind="'+kind+'" aria-label="'+label+'" value="'+esc(W[kind+'Value'])+'"></label>';
      if(W[kind]==='each'){var by=W[kind+'Attr'];return '<label>Select attribute <select class="js-wz-by" data-kind="'+kind+'" aria-label="Select attribute"><option value="">Select</option>'+W.used.map(function(a){return '<option value="'+a+'"'+(String(a)===String(by)?' selected':'')+'>'+esc(ATTR[a].label)+'</option>';}).join('')+'</select></label>'+
        (by?ATTR[by].options.filter(function(o){return W.checked[by].indexOf(o.id)>=0;}).map(function(o){return '<label>'+esc(o.label)+' <input class="admin__control-text js-wz-each" data-kind="'+kind+'" data-o="'+o.id+'" aria-label="'+label+' for '+esc(o.label)+'" value="'+esc(W[kind+'By'][o.id]||'')+'"></label>';}).join(''):'');}return '';}
    return '<h2 class="steps-wizard-title">Step 3: Bulk Images, Price and Quantity</h2><p>Based on your selections '+n+' new products will be created. Use this step to customize images and price for your new products.</p>'+
      ((W.images!=='skip'||W.price!=='skip'||W.qty!=='skip')&&state.rows.some(function(r){return r.id;})?'<div class="message message-notice">Choose this option to delete and replace extension data for all past configurations.</div>':'')+
      section('images','Images',[['single','Apply single set of images to all SKUs'],['each','Apply unique images by attribute to each SKU'],['skip','Skip image uploading at this time']])+
      section('price','Price',[['single','Apply single price to all SKUs'],['each','Apply unique prices by attribute to each SKU'],['skip','Skip price at this time']])+
      section('qty','Quantity',[['single','Apply single quantity to each SKUs'],['each','Apply unique quantity by attribute to each SKU'],['skip','Skip quantity at this time']]);}
  var ex4=existingByKey();var all=combos(W.used,W.checked);var neu=[],assoc=[],seen={};
  all.forEach(function(c){var k=key(c,W.used);if(ex4[k]){assoc.push(ex4[k]);seen[k]=1;}else neu.push(c);});
  var dis=state.rows.filter(function(r){return r.id&&!seen[key(r.options,W.used)];});
  function table(title,note,rows){if(!rows.length)return '';return '<div class="summary-table"><h3>'+title+'</h3><p>'+note+'</p><table class="data-grid"><thead><tr><th>Images</th><th>SKU</th><th>Quantity</th>'+W.used.map(function(a){return '<th>'+esc(ATTR[a].label)+'</th>';}).join('')+'<th>Price</th></tr></thead><tbody>'+rows.join('')+'</tbody></table></div>';}
  var base=gen();
  return '<h2 class="steps-wizard-title">Step 4: Summary</h2>'+
    table('New Product Review','Here are the products you\\'re about to create.',neu.map(function(c){var g=base(c);return '<tr><td></td><td>'+esc(g.sku)+'</td><td>'+esc(g.qty)+'</td>'+W.used.map(function(a){return '<td>'+esc(optLabel(a,c[a]))+'</td>';}).join('')+'<td>'+money(g.price)+'</td></tr>';}))+
    table('Associated Products','You created these products for this configuration.',assoc.map(function(r){return '<tr><td></td><td>'+esc(r.sku)+'</td><td>'+qtyText(r.qty)+'</td>'+W.used.map(function(a){return '<td>'+esc(optLabel(a,r.options[a]))+'</td>';}).join('')+'<td>'+money(r.price)+'</td></tr>';}))+
    table('Disassociated Products','These products are not associated.',dis.map(function(r){return '<tr><td></td><td>'+esc(r.sku)+'</td><td>'+qtyText(r.qty)+'</td>'+W.used.map(function(a){return '<td>'+esc(optLabel(a,r.options[a])||'')+'</td>';}).join('')+'<td>'+money(r.price)+'</td></tr>';}));}
/** Generated values of a new combination (replica 7.4). */
function gen(){var name=field('product[name]').value,sku=field('product[sku]').value,price=field('product[price]').value,weight=field('product[weight]')?field('product[weight]').value:'';
  return function(c){var suffix=W.used.map(function(a){return optLabel(a,c[a]);}).join('-');
    var p=W.price==='single'?W.priceValue:W.price==='each'?(W.priceBy[c[W.priceAttr]]||price):price;
    var q=W.qty==='single'?W.qtyValue:W.qty==='each'?(W.qtyBy[c[W.qtyAttr]]||''):'';
    return {name:name+'-'+suffix,sku:sku+'-'+suffix,price:p,qty:q,weight:weight===''?null:weight,status:1,options:c};};}
function drawWizard(){var m=document.querySelector('.js-wizard');if(!m)return;
  m.innerHTML='<div class="modal-inner-wrap"><header class="modal-header"><h1 class="modal-title">Create Product Configurations</h1><button type="button" class="action-close js-wz-cancel" aria-label="Close"><span>Close</span></button></header>'+
    '<div class="steps-wizard-navigation"><ul class="nav-bar">'+STEPS.map(function(s,i){return '<li class="'+(i+1===W.step?'active':i+1<W.step?'_complete':'')+'"><a href="#" class="js-wz-goto" data-s="'+(i+1)+'">'+s+'</a></li>';}).join('')+'</ul>'+
    '<div class="nav-bar-outer-actions"><div class="action-wrap action-wrap-next"><button type="button" class="action-default action-primary action-next-step js-wz-next"><span>'+(W.step===4?'Generate Products':'Next')+'</span></button></div> '+
    '<div class="action-wrap action-wrap-prev"><button type="button" class="action-default action-back-step js-wz-back"'+(W.step===1?' disabled':'')+'><span>Back</span></button></div> '+
    '<div class="action-wrap"><button type="button" class="action-cancel action-tertiary js-wz-cancel"><span>Cancel</span></button></div></div></div>'+
    (W.notice?'<div class="message message-notice js-wz-notice" role="alert">'+esc(W.notice)+'</div>':'')+'<div class="steps-wizard-content">'+stepBody()+'</div></div>';}
function nextStep(){W.notice='';
  if(W.step===1&&!W.used.length){W.notice='Please select attribute(s).';return drawWizard();}
  if(W.step===2&&W.used.some(function(a){return !W.checked[a].length;})){W.notice='Select options for all attributes or remove unused attributes.';return drawWizard();}
  if(W.step===3){
    if(W.images!=='skip'){W.notice=W.images==='single'?'Please choose image(s).':'Please select image(s) for your attribute.';return drawWizard();}
    for(var k=0;k<2;k++){var kind=k?'qty':'price';var name=k?'quantity':'price';
      if(W[kind]==='single'&&(W[kind+'Value']===''||isNaN(Number(W[kind+'Value'])))){W.notice=W[kind+'Value']===''?'Please fill in the values for '+name+' section.':'Please fill-in correct values.';return drawWizard();}
      if(W[kind]==='each'){if(!W[kind+'Attr']){W.notice='Please select attribute for '+name+' section.';return drawWizard();}
        var vals=W.checked[W[kind+'Attr']];for(var j=0;j<vals.length;j++){var v=W[kind+'By'][vals[j]];if(v===undefined||v===''||isNaN(Number(v))){W.notice='Please fill in the values for '+name+' section.';return drawWizard();}}}}}
  if(W.step===4){generate();return;}
  W.step++;drawWizard();}
function generate(){var ex=existingByKey();var make=gen();var rows=[];
  combos(W.used,W.checked).forEach(function(c){var k=key(c,W.used);rows.push(ex[k]||make(c));});
  state.used=W.used.slice();state.rows=rows;state.page=1;state.affected=true;closeWizard();drawMatrix();}
document.addEventListener('click',function(e){
  if(e.target.closest('.js-open-wizard')){openWizard();return;}
  if(!W)return;var t=e.target;
  if(t.closest('.js-wz-cancel')){closeWizard();return;}
  if(t.closest('.js-wz-back')){W.notice='';W.step=Math.max(1,W.step-1);drawWizard();return;}
  if(t.closest('.js-wz-next')){nextStep();return;}
  var go=t.closest('.js-wz-goto');if(go){e.preventDefault();var s=Number(go.dataset.s);if(s<W.step){W.step=s;W.notice='';drawWizard();}return;}
  if(t.closest('.js-wz-multi')){var menu=t.closest('.action-multicheck-wrap').querySelector('.action-menu');menu.hidden=!menu.hidden;return;}
  var sa=t.closest('.js-wz-select');if(sa){W.used=sa.dataset.v==='1'?D.attributes.map(function(a){return a.id;}):[];W.used.forEach(function(a){W.checked[a]=W.checked[a]||[];});drawWizard();return;}
  var ent=t.closest('.attribute-entity');
  if(ent){var aid=Number(ent.dataset.a);
    if(t.closest('.js-wz-all')){W.checked[aid]=ATTR[aid].options.map(function(o){return o.id;});drawWizard();return;}
    if(t.closest('.js-wz-none')){W.checked[aid]=[];drawWizard();return;}
    if(t.closest('.js-wz-remove')){W.used=W.used.filter(function(a){return a!==aid;});W.notice='An attribute has been removed. This attribute will no longer appear in your configurations.';drawWizard();return;}}
  if(t.closest('.js-new-attribute')){window.open('/admin/catalog/product_attribute/new/','_blank');}
});
document.addEventListener('change',function(e){if(!W)return;var t=e.target;
  if(t.classList.contains('js-wz-attr')){var a=Number(t.dataset.a);if(t.checked){if(W.used.indexOf(a)<0)W.used.push(a);W.checked[a]=W.checked[a]||[];}else W.used=W.used.filter(function(x){return x!==a;});drawWizard();return;}
  if(t.classList.contains('js-wz-opt')){var aid=Number(t.dataset.a),oid=Number(t.dataset.o);var list=W.checked[aid];var i=list.indexOf(oid);if(t.checked&&i<0)list.push(oid);if(!t.checked&&i>=0)list.splice(i,1);return;}
  if(t.classList.contains('js-wz-radio')){W[t.dataset.kind]=t.value;drawWizard();return;}
  if(t.classList.contains('js-wz-by')){W[t.dataset.kind+'Attr']=t.value?Number(t.value):'';drawWizard();return;}
});
document.addEventListener('input',function(e){if(!W)return;var t=e.target;
  if(t.classList.contains('js-wz-value')){W[t.dataset.kind+'Value']=t.value.trim();return;}
  if(t.classList.contains('js-wz-each')){W[t.dataset.kind+'By'][Number(t.dataset.o)]=t.value.trim();}
});
})();
`;
