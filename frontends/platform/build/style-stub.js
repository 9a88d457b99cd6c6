// Jest does not load stylesheets: components import CSS for the bundler only.
module.exports = {};
