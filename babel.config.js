// Used by Docusaurus only when the SWC loader of @docusaurus/faster is off; kept as the template has it.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
